import type { PlatformConfig } from '../config/platform-config';

type LinkConfig = Pick<PlatformConfig, 'publicOrigin' | 'port' | 'production'>;

/**
 * Where every link in an e-mail points: PUBLIC_ORIGIN, else the address the server was started on
 * (`http://localhost:<PORT>`). Never a request's Host or Origin: a forged Host must not write a school's mail.
 */
export function mailLinkOrigin(config: Pick<LinkConfig, 'publicOrigin' | 'port'>): string {
  return (config.publicOrigin ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/** Said at start in production when PUBLIC_ORIGIN is unset: links in e-mails would name localhost. */
export function publicOriginWarning(config: LinkConfig): string | undefined {
  if (!config.production || config.publicOrigin) return undefined;
  return `PUBLIC_ORIGIN is not set: links in e-mails will point at ${mailLinkOrigin(config)}. Set PUBLIC_ORIGIN to the platform's public address (https://…).`;
}
