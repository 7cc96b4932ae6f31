import { Injectable } from '@nestjs/common';
import { contentAt, nextContentChange, SITE_FEED_FILES, siteFeeds, sitePath } from '@schoolpage/content-contract';
import { SiteAddressService } from '../../accounts/site-address.service';
import { SiteRepository } from '../../storage/persistence/site.repository';
import { eventsCalendar } from './events-calendar';
import { newsFeed, noticeEntries, storyEntries, tagUri } from './news-feed';

export type SiteFeedKind = keyof typeof SITE_FEED_FILES;

/** What a request for a school's feed gets. */
export type SiteFeedAnswer =
  /** `expiresAt` (epoch ms): when the feed changes by itself (a scheduled item appears or goes). */
  | { kind: 'feed'; body: string; organizationId: string; expiresAt?: number }
  | { kind: 'moved'; location: string }
  | { kind: 'notFound' };

/**
 * The feeds of a published school: its events as a calendar (`/s/<slug>/events.ics`) and its notices (and news)
 * as an Atom feed (`/s/<slug>/feed.xml`). An earlier slug answers with the school's address today.
 */
@Injectable()
export class SiteFeedsService {
  /** The time feeds are made at (what is published then): tests set it. */
  clock: () => number = () => Date.now();

  constructor(
    private readonly addresses: SiteAddressService,
    private readonly sites: SiteRepository,
  ) {}

  /** `root`: where the site lives on the origin's host when not `/s/<slug>` ('' at the school's own domain). */
  async feed(kind: SiteFeedKind, slug: string, origin: string, root = sitePath(slug)): Promise<SiteFeedAnswer> {
    const address = await this.addresses.resolve(slug);
    if (!address) return { kind: 'notFound' };
    if ('movedTo' in address) return { kind: 'moved', location: sitePath(address.movedTo, SITE_FEED_FILES[kind]) };
    const site = await this.sites.find(address.organizationId);
    if (!site?.isPublish || !site.content.organizationName) return { kind: 'notFound' };

    const now = this.clock();
    const { organizationId, updatedAt } = site;
    const content = contentAt(site.content, now);
    // Without a slash at its end: entries' links are written below it (`${siteUrl}/notice/<id>`).
    const siteUrl = new URL(root || '/', origin).href.replace(/\/$/, '');
    const host = new URL(origin).hostname;
    const body =
      kind === 'calendar'
        ? eventsCalendar({ schoolName: content.organizationName, organizationId, events: content.calendarOfEvents, siteUrl, updatedAt, timeZone: content.timeZone })
        : newsFeed({
            schoolName: content.organizationName,
            siteUrl,
            feedUrl: siteFeeds(origin, slug, root).news,
            id: tagUri(host, 'site', organizationId),
            entries: [...noticeEntries(content.notice, origin, host, organizationId, siteUrl), ...storyEntries(content.news ?? [], siteUrl, host, organizationId)],
            updatedAt,
          });
    const expiresAt = nextContentChange(site.content, now);
    return { kind: 'feed', body, organizationId, ...(expiresAt === undefined ? {} : { expiresAt }) };
  }
}
