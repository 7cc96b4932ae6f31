import { useEffect, useState } from 'react';
import { PUBLIC_API, type ApiEnvelope, type SiteContent } from '@schoolpage/content-contract';
import type { SiteSource } from './site-source';

export type SiteContentState =
  | { loaded: false }
  | { loaded: true; content: SiteContent | undefined };

/**
 * Loads the content for a site source. `loaded` turns true whether the fetch succeeds or fails
 * (spec §4); a failure is only logged.
 */
export function useSiteContent(source: SiteSource): SiteContentState {
  const [state, setState] = useState<SiteContentState>({ loaded: false });
  const key = source.kind === 'organization' ? source.organizationId : source.kind;

  useEffect(() => {
    let current = true;
    setState({ loaded: false });
    loadContent(source)
      .catch((error: unknown) => {
        console.error('The site content could not be loaded.', error);
        return undefined;
      })
      .then((content) => {
        if (current) setState({ loaded: true, content });
      });
    return () => {
      current = false;
    };
    // The key names the source; the object itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}

async function loadContent(source: SiteSource): Promise<SiteContent | undefined> {
  if (source.kind === 'sample') {
    const { SAMPLE_SITE_CONTENT } = await import('@schoolpage/content-contract/sample');
    return SAMPLE_SITE_CONTENT;
  }
  if (source.kind !== 'organization') return undefined;
  const url = `${PUBLIC_API.allContent}?organizationId=${encodeURIComponent(source.organizationId)}`;
  const response = await fetch(url, { credentials: 'include' });
  const body = (await response.json()) as ApiEnvelope<SiteContent>;
  return body.success ? body.info : undefined;
}
