import { useEffect, useState } from 'react';
import { HOME_FIGURES_FALLBACK, PLATFORM_API } from '@schoolpage/content-contract';
import { apiRequest } from '@schoolpage/api-client';

interface PlatformStats {
  institutions: number;
  searches: number;
}

export interface HomeFigures {
  /** True until the live counts arrive or the call fails. */
  loading: boolean;
  institutions: string;
  searches: string;
}

// Made on first use: creating a formatter while the page loads would hold up its first paint.
let numberFormat: Intl.NumberFormat | undefined;
const formatCount = (count: number) => (numberFormat ??= new Intl.NumberFormat('en')).format(count);

/**
 * The home page's two figures: live counts from GET /api/platform/stats once they pass the spec's
 * marketing figures (10+ institutions, 900+ searches); those figures until then, or when the counts
 * cannot be read.
 */
export function usePlatformStats(): HomeFigures {
  const [figures, setFigures] = useState<HomeFigures>({ loading: true, institutions: '…', searches: '…' });

  useEffect(() => {
    const controller = new AbortController();
    const fallback = () => setFigures({ loading: false, ...HOME_FIGURES_FALLBACK });
    apiRequest<PlatformStats>(PLATFORM_API.stats, { signal: controller.signal })
      .then((answer) => {
        const stats = answer?.info;
        if (answer?.success && isCount(stats?.institutions) && isCount(stats?.searches)) {
          setFigures({
            loading: false,
            institutions: liveOrClaim(stats.institutions, HOME_FIGURES_FALLBACK.institutions),
            searches: liveOrClaim(stats.searches, HOME_FIGURES_FALLBACK.searches),
          });
        } else fallback();
      })
      .catch(() => {
        if (!controller.signal.aborted) fallback();
      });
    return () => controller.abort();
  }, []);

  return figures;
}

/** The live count when it reaches the claim ("10+" → 10), otherwise the claim itself. */
export function liveOrClaim(count: number, claim: string): string {
  return count >= Number.parseInt(claim, 10) ? formatCount(count) : claim;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
