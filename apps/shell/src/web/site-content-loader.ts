import { allContentUrl, DASHBOARD_API, type SiteContent } from '@schoolpage/content-contract';
import { ApiError, apiRequest } from '@schoolpage/api-client';
import { oncePerPageLoad } from '../platform/once-per-page-load';
import { preloadHeroPicture } from './hero-preload';
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
  try {
    const answer = await apiRequest<SiteContent>(url);
    return answer.success ? answer.info : undefined;
  } catch (error) {
    // Content the server does not give (an unknown or unpublished school, no session) is no content; no answer at all is a failure.
    if (error instanceof ApiError && error.status !== 0) return undefined;
    throw error;
  }
}
