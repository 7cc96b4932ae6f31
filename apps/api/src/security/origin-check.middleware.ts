import { API_MESSAGES } from '@schoolpage/content-contract';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses state-changing API requests made by other websites. Accepted: an `Origin` equal to the
 * request's own origin or PUBLIC_ORIGIN; `Origin: null` (a form sent under no-referrer) only with a
 * `Sec-Fetch-Site` of same-origin; without `Origin`, a `Sec-Fetch-Site` of same-origin/none, or
 * no `Sec-Fetch-Site` at all (non-browser clients, which carry no ambient cookie risk).
 */
export function originCheck(publicOrigin: string | undefined) {
  const configured = publicOrigin ? new URL(publicOrigin).origin : undefined;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = request.headers.origin;
    let accepted: boolean;
    const site = request.headers['sec-fetch-site'];
    if (origin && origin !== 'null') {
      const own = `${request.protocol}://${request.get('host')}`;
      accepted = origin === own || origin === configured;
    } else if (origin === 'null') {
      // A page whose referrer policy is no-referrer (the platform's own) sends its form POSTs with Origin "null";
      // the browser's Sec-Fetch-Site, which no page can set, still tells a same-origin form from another site's.
      accepted = site === 'same-origin';
    } else {
      accepted = site === undefined || TRUSTED_FETCH_SITES.has(String(site));
    }
    if (accepted) return next();
    response.status(403).json({ success: false, message: API_MESSAGES.auth.otherOrigin });
  };
}
