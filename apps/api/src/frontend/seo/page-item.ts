import { newsStoryPath, noticePagePath, ownPagePath, richTextImages, richTextPlainText, storyDate, type SiteContent } from '@schoolpage/content-contract';
import type { NewsArticle, WithContext } from 'schema-dts';
import { cutAtWord } from './meta-description';
import type { PageItem } from './site-page-input';

/** A page that shows one item of the school's: its name in the title, its words, its picture for sharing. */
export interface ItemPage extends PageItem {
  pageName: string;
  /** The picture a shared link shows (a stored file's address). */
  imageUrl?: string;
}

/**
 * What the page `page` says of itself when it shows one item (an own page, a story, a notice); undefined for other
 * pages. A story is an article with its NewsArticle structured data (`pageUrl`: its address, for the data's links).
 */
export function itemPage(content: SiteContent, page: string, pageUrl = ''): ItemPage | undefined {
  const story = content.news?.find((candidate) => newsStoryPath(candidate.slug) === page);
  if (story) {
    const image = story.coverImage?.url ?? richTextImages(story.body)[0]?.src;
    const absolute = (url: string) => (pageUrl ? new URL(url, pageUrl).href : url);
    const article: WithContext<NewsArticle> = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: story.title,
      ...(story.summary ? { description: story.summary } : {}),
      datePublished: storyDate(story),
      dateModified: story.updatedAt,
      ...(image ? { image: [absolute(image)] } : {}),
      ...(pageUrl ? { mainEntityOfPage: pageUrl, url: pageUrl } : {}),
      author: { '@type': 'Organization', name: content.organizationName },
      publisher: { '@type': 'Organization', name: content.organizationName },
    };
    const description = cutAtWord(story.summary || richTextPlainText(story.body)) || undefined;
    return { pageName: story.title, description, imageUrl: image, ogType: 'article', jsonLd: [article] };
  }
  const own = content.pages?.find((candidate) => ownPagePath(candidate.slug) === page);
  if (own) {
    return { pageName: own.title, description: cutAtWord(richTextPlainText(own.body)), imageUrl: richTextImages(own.body)[0]?.src };
  }
  const notice = content.notice?.find((candidate) => candidate.id && noticePagePath(candidate.id) === page);
  if (notice) return { pageName: notice.title, description: cutAtWord(richTextPlainText(notice.body)) || undefined };
  return undefined;
}
