import { Injectable } from '@nestjs/common';
import { isbot } from 'isbot';
import { SessionService } from '../auth/session.service';
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
 * signed-in members are not counted, nor a view that names no school or a page no site has, nor views of a school
 * from one address beyond its allowance (visit-allowance.ts).
 */
@Injectable()
export class VisitIntake {
  constructor(
    private readonly counter: VisitCounter,
    private readonly sessions: SessionService,
    private readonly allowance: VisitAllowance,
  ) {}

  /** Whether the view was counted. */
  async take(beacon: Record<string, unknown>, visitor: VisitorRequest): Promise<boolean> {
    const organizationId = beacon['organizationId'];
    const page = pageName(beacon['page']);
    if (typeof organizationId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(organizationId) || page === undefined) return false;
    if (!visitor.userAgent || isbot(visitor.userAgent)) return false;
    if (visitor.sessionToken && (await this.sessions.resolveToken(visitor.sessionToken))?.accountId === organizationId) return false;
    if (!this.allowance.take(visitor.address, organizationId)) return false;
    await this.counter.count({
      organizationId,
      page,
      referrerDomain: referrerDomain(typeof beacon['referrer'] === 'string' ? beacon['referrer'] : undefined, visitor.host),
      device: deviceClass(visitor.userAgent),
      country: countryCode(visitor.country),
      searchWords: searchWords(beacon['searchWords']),
      address: visitor.address,
      userAgent: visitor.userAgent,
    });
    return true;
  }
}
