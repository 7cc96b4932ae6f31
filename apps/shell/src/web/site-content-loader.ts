import { allContentUrl, PREVIEW_CONTENT_API, SAMPLE_TEMPLATE_QUERY, WEB_ROUTE, type SiteContent } from '@schoolpage/content-contract';
import { ApiError, apiRequest } from '@schoolpage/api-client';
import { oncePerPageLoad } from '../platform/once-per-page-load';
import type { SiteSource } from './site-source';

/** The sample school of template previews, fetched once per page load. */
const loadSampleContent = oncePerPageLoad(() =>
  import('@schoolpage/content-contract/sample').then((sample) => sample.SAMPLE_SITE_CONTENT),
);

/** A template preview (`/web/<template>?source=sample-template`) starts fetching its sample at once. */
export function startSamplePreview(location: Pick<Location, 'pathname' | 'search'>): void {
  const search = new URLSearchParams(location.search);
  const isPreview = search.get(SAMPLE_TEMPLATE_QUERY.name) === SAMPLE_TEMPLATE_QUERY.value;
  if (isPreview && location.pathname.startsWith(`${WEB_ROUTE}/`)) void loadSampleContent();
}

/** The content a site source names; undefined when there is none or the school was not found. */
export async function loadSiteContent(source: SiteSource): Promise<SiteContent | undefined> {
  const content = await fetchSiteContent(source);
  preloadHeroPicture(content);
  return content;
}

async function fetchSiteContent(source: SiteSource): Promise<SiteContent | undefined> {
  if (source.kind === 'sample') return loadSampleContent();
  if (source.kind === 'none') return undefined;
  const url = source.kind === 'own' ? PREVIEW_CONTENT_API : allContentUrl(source.organizationId);
  try {
    const answer = await apiRequest<SiteContent>(url);
    return answer.success ? answer.info : undefined;
  } catch (error) {
    // Content the server does not give (an unknown or unpublished school, no session) is no content; no answer at all is a failure.
    if (error instanceof ApiError && error.status !== 0) return undefined;
    throw error;
  }
}

/**
 * The hero picture is the largest thing on a site's first screen: ask for it as soon as the content
 * names it, while the template's files are still arriving, rather than once the template has drawn it.
 */
function preloadHeroPicture(content: SiteContent | undefined): void {
  const url = content?.welcomeMessage?.imageUrl?.url;
  const preloads = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if (!url || [...preloads].some((link) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
