import type { CookieOptions } from 'express';
import type { PlatformConfig } from '../config/platform-config';

/** How long a session lasts after login. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Name and options of the session cookie: HttpOnly, SameSite=Lax; Secure with the `__Host-` prefix behind https. */
export function sessionCookie(config: PlatformConfig): { name: string; options: CookieOptions } {
  return {
    name: config.secureCookies ? '__Host-schoolpage_session' : 'schoolpage_session',
    options: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
  };
}
