import { noticePagePath, ownPagePath, richTextImages, richTextPlainText, type SiteContent } from '@schoolpage/content-contract';
import { cutAtWord } from './meta-description';
import type { PageItem } from './site-page-input';

/** A page that shows one item of the school's: its name in the title, its words, its picture for sharing. */
export interface ItemPage extends PageItem {
  pageName: string;
  /** The picture a shared link shows (a stored file's address). */
  imageUrl?: string;
}

/** What the page `page` says of itself when it shows one item (an own page, a notice); undefined for other pages. */
export function itemPage(content: SiteContent, page: string): ItemPage | undefined {
  const own = content.pages?.find((candidate) => ownPagePath(candidate.slug) === page);
  if (own) {
    return { pageName: own.title, description: cutAtWord(richTextPlainText(own.body)), imageUrl: richTextImages(own.body)[0]?.src };
  }
  const notice = content.notice?.find((candidate) => candidate.id && noticePagePath(candidate.id) === page);
  if (notice) return { pageName: notice.title, description: cutAtWord(richTextPlainText(notice.body)) || undefined };
  return undefined;
}
