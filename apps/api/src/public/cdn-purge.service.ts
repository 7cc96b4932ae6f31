import { Inject, Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { siteCacheKey } from '../common/cdn-caching';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { SiteChanges } from '../sites/site-changes';

/** Tries per purge, and the wait before the first retry (doubled before each further one). */
export const PURGE_ATTEMPTS = 5;
const FIRST_RETRY_MS = 200;
/** How long one try may take. */
const PURGE_TIMEOUT_MS = 5_000;
/**
 * How long after a change its purge is sent: every other instance applies a change from the change feed
 * within its poll interval (100 ms on SQLite, at once with MongoDB's change streams). Purged before they
 * have, the CDN could fetch the page again from one of them as it was, and keep that for s-maxage.
 */
export const PURGE_AFTER_MS = 250;

/**
 * Purges a school's pages and answers from the CDN in front (CDN_PURGE_URL) when its site changes: one
 * `PURGE` naming the school's surrogate key in `xkey-purge` (the Varnish xkey convention), retried with
 * growing waits when the CDN fails or cannot be reached. Only the instance that made the change purges:
 * changes read from the change feed (made through another instance) are left to that instance.
 */
@Injectable()
export class CdnPurgeService {
  private readonly logger = new Logger('CdnPurge');
  private readonly purging = new Set<Promise<void>>();

  constructor(@Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'cdnPurgeUrl'>, changes: SiteChanges) {
    const url = config.cdnPurgeUrl;
    if (!url) return;
    changes.onChange((organizationId, origin) => {
      if (origin !== 'local') return;
      const purge = this.purge(url, siteCacheKey(organizationId));
      this.purging.add(purge);
      void purge.finally(() => this.purging.delete(purge));
    });
  }

  /** Resolves when every purge under way has succeeded or given up (for tests and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.purging]);
  }

  private async purge(url: string, key: string): Promise<void> {
    let problem = '';
    await sleep(PURGE_AFTER_MS);
    for (let attempt = 1; attempt <= PURGE_ATTEMPTS; attempt++) {
      if (attempt > 1) await sleep(FIRST_RETRY_MS * 2 ** (attempt - 2));
      try {
        const answer = await fetch(url, { method: 'PURGE', headers: { 'xkey-purge': key }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
        await answer.body?.cancel();
        if (answer.ok) return;
        problem = `the CDN answered ${answer.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
    }
    this.logger.error(`Could not purge ${key} from the CDN after ${PURGE_ATTEMPTS} tries: ${problem}`);
  }
}
