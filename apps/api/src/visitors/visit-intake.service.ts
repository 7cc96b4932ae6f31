import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { isbot } from 'isbot';
import { SessionService } from '../auth/session.service';
import { VisitCounter } from './visit-counter.service';
import { countryCode, deviceClass, pageName, referrerDomain, searchWords } from './visit-traits';

/** The headers a CDN or proxy names the visitor's country in (no lookup of the address is ever made). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'] as const;

/**
 * Decides whether a page view counts, and hands it to the counter: bots (the isbot list) and the school's own
 * signed-in members are not counted, nor a view that names no school or a page no site has.
 */
@Injectable()
export class VisitIntake {
  constructor(
    private readonly counter: VisitCounter,
    private readonly sessions: SessionService,
    private readonly sessionCookie: string,
  ) {}

  /** Whether the view was counted. */
  async take(beacon: Record<string, unknown>, request: Request, address: string): Promise<boolean> {
    const organizationId = beacon['organizationId'];
    const page = pageName(beacon['page']);
    const userAgent = request.get('user-agent') ?? '';
    if (typeof organizationId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(organizationId) || page === undefined) return false;
    if (!userAgent || isbot(userAgent)) return false;
    if (await this.isMemberOf(organizationId, request)) return false;
    await this.counter.count({
      organizationId,
      page,
      referrerDomain: referrerDomain(typeof beacon['referrer'] === 'string' ? beacon['referrer'] : undefined, request.get('host')),
      device: deviceClass(userAgent),
      country: countryCode(COUNTRY_HEADERS.map((name) => request.headers[name]).find(Boolean)),
      searchWords: searchWords(beacon['searchWords']),
      address,
      userAgent,
    });
    return true;
  }

  private async isMemberOf(organizationId: string, request: Request): Promise<boolean> {
    const token = (request.cookies as Record<string, string> | undefined)?.[this.sessionCookie];
    if (!token) return false;
    return (await this.sessions.resolveToken(token))?.accountId === organizationId;
  }
}
