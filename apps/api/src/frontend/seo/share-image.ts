import type { SiteContent } from '@schoolpage/content-contract';

/**
 * The picture a link preview shows for a school: its hero (the welcome message's image), else the first
 * slider image; undefined when it has neither. The URL is as stored (relative or absolute).
 */
export function shareImageUrl(content: SiteContent): string | undefined {
  const hero = content.welcomeMessage?.imageUrl?.url?.trim();
  if (hero) return hero;
  return (content.slider ?? []).map((item) => item.imageUrl?.url?.trim()).find(Boolean);
}
