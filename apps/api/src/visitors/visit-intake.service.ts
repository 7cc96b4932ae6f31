import { Injectable } from '@nestjs/common';
import { isbot } from 'isbot';
import { SessionService } from '../auth/session.service';
import { LIST_LIMIT, SearchAnswersService } from '../search/search-answers.service';
import { NewFigureValues } from './new-figure-values';
import { SitePageNames } from './site-page-names';
import { VisitAllowance } from './visit-allowance';
import { VisitCounter } from './visit-counter.service';
import { countryCode, deviceClass, pageName, referrerDomain, searchWords } from './visit-traits';

/** What the counting reads of the request a view was reported with (nothing of it is kept). */
export interface VisitorRequest {
  userAgent: string;
  /** The Host header: a referrer on the platform itself is no referrer. */
  host?: string;
  /** The country header a CDN in front set, if any. */
  country?: string | string[];
  /** The platform's session cookie, if the browser sent one. */
  sessionToken?: string;
  /** The visitor's address (for the daily hash only). */
  address: string;
}

/**
 * Decides whether a page view counts, and hands it to the counter: bots (the isbot list) and the school's own
 * signed-in members are not counted, nor a view that names no published school or a page its site does not have
 * (SitePageNames), nor views of a school from one address beyond its allowance (visit-allowance.ts). Only what a
 * browser can send is kept: of the referrer its host, and search words only when SchoolPage's search, given them,
 * finds the school; and a school's figures gain at most a few new referrers and search words a day (NewFigureValues).
 */
@Injectable()
export class VisitIntake {
  constructor(
    private readonly counter: VisitCounter,
    private readonly sessions: SessionService,
    private readonly allowance: VisitAllowance,
    private readonly pages: SitePageNames,
    private readonly search: SearchAnswersService,
    private readonly newValues: NewFigureValues,
  ) {}

  /** Whether the view was counted. */
  async take(beacon: Record<string, unknown>, visitor: VisitorRequest): Promise<boolean> {
    const organizationId = beacon['organizationId'];
    const page = pageName(beacon['page']);
    if (typeof organizationId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(organizationId) || page === undefined) return false;
    if (!visitor.userAgent || isbot(visitor.userAgent)) return false;
    if (visitor.sessionToken && (await this.sessions.resolveToken(visitor.sessionToken))?.accountId === organizationId) return false;
    if (!this.allowance.take(visitor.address, organizationId)) return false;
    if (!(await this.pages.has(organizationId, page))) return false;
    const referrer = referrerDomain(typeof beacon['referrer'] === 'string' ? beacon['referrer'] : undefined, visitor.host);
    const words = await this.searchedWords(organizationId, searchWords(beacon['searchWords']));
    await this.counter.count({
      organizationId,
      page,
      referrerDomain: this.newValues.admit(organizationId, 'referrer', referrer),
      device: deviceClass(visitor.userAgent),
      country: countryCode(visitor.country),
      searchWords: this.newValues.admit(organizationId, 'search', words),
      address: visitor.address,
      userAgent: visitor.userAgent,
    });
    return true;
  }

  /** `words` when they are a query of SchoolPage's search that finds this school, else ''. */
  private async searchedWords(organizationId: string, words: string): Promise<string> {
    if (!words) return '';
    const found = await this.search.search(words, LIST_LIMIT);
    return found.some((school) => school._id === organizationId) ? words : '';
  }
}
