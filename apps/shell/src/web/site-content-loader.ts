import { allContentUrl, DASHBOARD_API, type ApiEnvelope, type SiteContent } from '@schoolpage/content-contract';
import { oncePerPageLoad } from '../platform/once-per-page-load';
import type { SiteSource } from './site-source';

/** The sample school of template previews, fetched once per page load. */
const loadSampleContent = oncePerPageLoad(() =>
  import('@schoolpage/content-contract/sample').then((sample) => sample.SAMPLE_SITE_CONTENT),
);

/** A template preview (`/web/<template>?source=sample-template`) starts fetching its sample at once. */
export function startSamplePreview(): void {
  void loadSampleContent();
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
  const url = source.kind === 'own' ? DASHBOARD_API.previewContent : allContentUrl(source.organizationId);
  const response = await fetch(url, { credentials: 'include' });
  const body = (await response.json()) as ApiEnvelope<SiteContent>;
  return body.success ? body.info : undefined;
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
