import { Injectable } from '@nestjs/common';
import { SITE_FEED_FILES, siteFeeds, sitePath } from '@schoolpage/content-contract';
import { SiteAddressService } from '../../accounts/site-address.service';
import { SiteRepository } from '../../storage/persistence/site.repository';
import { eventsCalendar } from './events-calendar';
import { newsFeed, noticeEntries, tagUri } from './news-feed';

export type SiteFeedKind = keyof typeof SITE_FEED_FILES;

/** What a request for a school's feed gets. */
export type SiteFeedAnswer =
  | { kind: 'feed'; body: string; organizationId: string }
  | { kind: 'moved'; location: string }
  | { kind: 'notFound' };

/**
 * The feeds of a published school: its events as a calendar (`/s/<slug>/events.ics`) and its notices (and news)
 * as an Atom feed (`/s/<slug>/feed.xml`). An earlier slug answers with the school's address today.
 */
@Injectable()
export class SiteFeedsService {
  constructor(
    private readonly addresses: SiteAddressService,
    private readonly sites: SiteRepository,
  ) {}

  async feed(kind: SiteFeedKind, slug: string, origin: string): Promise<SiteFeedAnswer> {
    const address = await this.addresses.resolve(slug);
    if (!address) return { kind: 'notFound' };
    if ('movedTo' in address) return { kind: 'moved', location: sitePath(address.movedTo, SITE_FEED_FILES[kind]) };
    const site = await this.sites.find(address.organizationId);
    if (!site?.isPublish || !site.content.organizationName) return { kind: 'notFound' };

    const { organizationId, content, updatedAt } = site;
    const siteUrl = new URL(sitePath(slug), origin).href;
    const host = new URL(origin).hostname;
    const body =
      kind === 'calendar'
        ? eventsCalendar({ schoolName: content.organizationName, organizationId, events: content.calendarOfEvents, siteUrl, updatedAt })
        : newsFeed({
            schoolName: content.organizationName,
            siteUrl,
            feedUrl: siteFeeds(origin, slug).news,
            id: tagUri(host, 'site', organizationId),
            entries: noticeEntries(content.notice, origin, host, organizationId),
            updatedAt,
          });
    return { kind: 'feed', body, organizationId };
  }
}
