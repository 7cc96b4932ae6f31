import { SAMPLE_TEMPLATE_QUERY, SHARE_QUERY, WEB_ROUTE } from '../routes/routes';
import { allContentUrl, PLATFORM_API } from './api-paths';

/** The modules of a template remote a school's site mounts: the contract version (checked first) and the site. */
export const TEMPLATE_MODULES = { contract: './contract', site: './Site' } as const;

/** The module of a template remote the dashboard's section previews wrap a section in (no school's page needs it). */
export const TEMPLATE_SECTION_PREVIEW_MODULE = './SectionPreview';

/** What a school's site shows as its address says: the sample school of a preview, or one school by id. */
export type AddressedSiteSource = { kind: 'sample' } | { kind: 'organization'; organizationId: string };

/**
 * What one page of the shell needs as it starts: the one description the shell follows and the server
 * names in the page as `<link rel="preload">`, so the browser fetches each file once and early.
 */
export interface PageNeeds {
  /** The API reads the shell starts, in order: the registry on every page; on a school's site the template list and the school's content when its address names it. */
  apiReads: string[];
  /** On a school's site (`/web/<template>[/<page>]`): the template whose modules (TEMPLATE_MODULES) the page mounts. */
  template?: string;
  /** On a school's site: what it shows, when the address says (otherwise the visitor's earlier choice decides). */
  siteSource?: AddressedSiteSource;
}

/** The site source a page's query names: a preview's sample school first, else the school of a shared address. */
export function addressedSiteSource(search: URLSearchParams): AddressedSiteSource | undefined {
  if (search.get(SAMPLE_TEMPLATE_QUERY.name) === SAMPLE_TEMPLATE_QUERY.value) return { kind: 'sample' };
  const organizationId = search.get(SHARE_QUERY);
  return organizationId ? { kind: 'organization', organizationId } : undefined;
}

/** What the page at `page` (its path and query) needs. */
export function pageNeeds(page: { pathname: string; search: string }): PageNeeds {
  // Split rather than `slice(WEB_ROUTE.length)`: Rspack 2.0.4 inlines that length as the string itself.
  const [, section, template] = page.pathname.split('/');
  if (`/${section}` !== WEB_ROUTE || !template) return { apiReads: [PLATFORM_API.remotes] };
  const siteSource = addressedSiteSource(new URLSearchParams(page.search));
  const content = siteSource?.kind === 'organization' ? [allContentUrl(siteSource.organizationId)] : [];
  return { apiReads: [PLATFORM_API.remotes, PLATFORM_API.templates, ...content], template, ...(siteSource ? { siteSource } : {}) };
}
