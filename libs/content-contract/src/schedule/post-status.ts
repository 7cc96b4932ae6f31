/**
 * Whether a post (a news story, an own page) is still being written or is meant for visitors. A draft is never on
 * the public site, its sitemap or its feeds; its writers see it at its address with the preview query
 * (DRAFT_PREVIEW_QUERY). A post without a status (stored before drafts existed) is published.
 */
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_MESSAGES = {
  statusInvalid: 'The status must be "draft" or "published".',
} as const;

/**
 * `/s/<slug>/<page>?preview=draft`: the page as it will look, drafts and posts scheduled for later included, for a
 * signed-in member of the school only (`private, no-store`, `noindex`, never kept); anyone else gets the public page.
 */
export const DRAFT_PREVIEW_QUERY = { name: 'preview', value: 'draft' } as const;

/** The address of a page's preview: its public address with DRAFT_PREVIEW_QUERY. */
export const draftPreviewAddress = (pageAddress: string) => `${pageAddress}?${DRAFT_PREVIEW_QUERY.name}=${DRAFT_PREVIEW_QUERY.value}`;

/** The notice above a preview, and where to publish from. */
export const DRAFT_PREVIEW_BANNER = {
  text: 'Preview: only your school\u2019s team can see drafts and posts scheduled for later',
  link: { href: '/dashboard', text: 'Back to the dashboard' },
} as const;

/** The items as a preview shows them: drafts and posts scheduled for later as if published now (expired ones stay out). */
export function withDraftsShown<T extends { status?: PostStatus; publishAt?: string }>(items: readonly T[] | undefined, now: number): T[] | undefined {
  return items?.map((item) => {
    if (item.status !== 'draft' && !(item.publishAt && Date.parse(item.publishAt) > now)) return item;
    const { status: _status, publishAt: _publishAt, ...shown } = item;
    return shown as T;
  });
}
