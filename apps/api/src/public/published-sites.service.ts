import { Inject, Injectable, Logger } from '@nestjs/common';
import { allContentAnswer, nextContentChange } from '@schoolpage/content-contract';
import { PLATFORM_CONFIG } from '../config/config.module';
import { cacheBudget, type PlatformConfig } from '../config/platform-config';
import { rememberedLoad, ShortLivedCache } from '../common/short-lived-cache';
import { SiteChanges } from '../sites/site-changes';
import { SiteRepository } from '../storage/persistence/site.repository';
import { PublishedAnswers, type KeptAnswer } from './published-answers/published-answers';

/**
 * What visitors read of a published site: its `/web/all-content` answer, kept as ready bytes beside the
 * sites (PublishedAnswers), made again by the process that changed the site (announced by SiteChanges) or,
 * when the one kept is of another version of the site, as it is read. Answers are also kept in memory briefly
 * (PUBLIC_CACHE_SECONDS, 15 by default), because visitors ask for the same few sites over and over; a
 * change announced by SiteChanges forgets the site's at once. An answer is good until the site's next scheduled
 * change (a notice, story or page published or removed at its time): then it is
 * made again, without anyone saving.
 */
@Injectable()
export class PublishedSitesService {
  private readonly logger = new Logger('PublishedSites');
  /** The whole `/web/all-content` answer (UTF-8 bytes) per organisation, or null when not published. */
  private readonly contents: ShortLivedCache<Promise<KeptAnswer | null>>;
  /** The time now (epoch ms); tests move it to a scheduled change. */
  clock: () => number = () => Date.now();

  constructor(
    private readonly sites: SiteRepository,
    private readonly answers: PublishedAnswers,
    changes: SiteChanges,
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'publicCacheMs'> & Partial<Pick<PlatformConfig, 'cacheBytes'>>,
  ) {
    this.contents = new ShortLivedCache(config.publicCacheMs, cacheBudget(config, 'publishedAnswers'));
    changes.onChange((organizationId, origin) => {
      this.contents.delete(organizationId);
      // The process that made the change makes the answer everyone reads; another only forgets its own copy.
      if (origin !== 'local') return;
      this.made(organizationId).catch((error: unknown) => this.logger.error(`Could not make the visitors' answer of ${organizationId}: ${String(error)}`));
    });
    // The stored answers were made by the processes that made each change: only this process's copies go.
    changes.onEverythingChanged(() => this.contents.clear());
  }

  /** A published site's `/web/all-content` answer (null when the site is not published). */
  async contentAnswer(organizationId: string, now = this.clock()): Promise<Buffer | null> {
    return (await this.keptAnswer(organizationId, now))?.answer ?? null;
  }

  /** The answer with the time (epoch ms) it holds until, when the site has a scheduled change; null when not published. */
  async keptAnswer(organizationId: string, now = this.clock()): Promise<KeptAnswer | null> {
    const load = async () => (await this.answers.find(organizationId, now)) ?? this.made(organizationId, now);
    let kept = await rememberedLoad(this.contents, organizationId, now, load, answerBytes);
    if (kept?.expiresAt !== undefined && kept.expiresAt <= now) {
      // Remembered from before a scheduled change: made again as the site is now.
      this.contents.delete(organizationId);
      kept = await rememberedLoad(this.contents, organizationId, now, load, answerBytes);
    }
    return kept;
  }

  /** Makes the site's answer from the site as it is now and keeps it (or forgets it when the site is hidden). */
  private async made(organizationId: string, now = this.clock()): Promise<KeptAnswer | null> {
    const site = await this.sites.find(organizationId);
    if (!site?.isPublish) {
      await this.answers.forget(organizationId);
      return null;
    }
    const answer = Buffer.from(allContentAnswer(site.templateName, site.content, now));
    const expiresAt = nextContentChange(site.content, now);
    await this.answers.keep(organizationId, site.version, answer, expiresAt);
    return { answer, ...(expiresAt === undefined ? {} : { expiresAt }) };
  }
}

/** What a visitors' answer is counted as in memory: its bytes; nothing is kept for a site that is not published. */
function answerBytes(kept: KeptAnswer | null): number | undefined {
  return kept === null ? undefined : 64 + kept.answer.length;
}
