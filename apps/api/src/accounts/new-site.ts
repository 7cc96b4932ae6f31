import { emptySiteContent, timeZoneOfCountry } from '@schoolpage/content-contract';
import type { SiteDraft } from '../storage/persistence/site.repository';

/** The template a new site starts with. */
export const DEFAULT_TEMPLATE = 'run';

/** A new organisation's site: empty content in its country's time zone, hidden until the admin publishes it. */
export function newSite(organizationId: string, organizationName: string, country?: string): SiteDraft {
  return { organizationId, isPublish: false, templateName: DEFAULT_TEMPLATE, content: { ...emptySiteContent(organizationName), timeZone: timeZoneOfCountry(country) } };
}
