import { API_MESSAGES } from '@schoolpage/content-contract';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses state-changing API requests made by other websites. Accepted: an `Origin` equal to the
 * request's own origin or PUBLIC_ORIGIN; without `Origin`, a `Sec-Fetch-Site` of same-origin/none, or
 * no `Sec-Fetch-Site` at all (non-browser clients, which carry no ambient cookie risk).
 */
export function originCheck(publicOrigin: string | undefined) {
  const configured = publicOrigin ? new URL(publicOrigin).origin : undefined;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = request.headers.origin;
    let accepted: boolean;
    if (origin) {
      const own = `${request.protocol}://${request.get('host')}`;
      accepted = origin === own || origin === configured;
    } else {
      const site = request.headers['sec-fetch-site'];
      accepted = site === undefined || TRUSTED_FETCH_SITES.has(String(site));
    }
    if (accepted) return next();
    response.status(403).json({ success: false, message: API_MESSAGES.auth.otherOrigin });
  };
}
