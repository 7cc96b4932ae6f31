import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { NEWS_PER_PAGE, newsListPath, storiesInOrder, type SiteContent } from '@schoolpage/content-contract';
import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import { NewsStoryCard } from './news-story-card';
import page from './item-page.module.css';
import styles from './news.module.css';
import { useSiteWords } from '../words/site-words';

/** `/s/<slug>/news` (and `news/page/<n>`): the school's stories, pinned first then newest, ten a page. */
export function NewsListView({ content, basePath, notFound }: { content: SiteContent; basePath: string; notFound: ReactElement }) {
  const { t } = useSiteWords();
  const pageNumber = Number(useParams().pageNumber ?? '1');
  const stories = storiesInOrder(content.news ?? []);
  const pages = Math.max(1, Math.ceil(stories.length / NEWS_PER_PAGE));
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pages) return notFound;
  const shown = stories.slice((pageNumber - 1) * NEWS_PER_PAGE, pageNumber * NEWS_PER_PAGE);
  return (
    <section className={page.page} aria-labelledby="news-title">
      <h1 id="news-title" className={page.title}>
        {t('menuNews')}
      </h1>
      {pages > 1 ? <p className={page.meta}>{t('newsPageOf', { page: pageNumber, pages })}</p> : null}
      {shown.length === 0 ? <p>{t('noNews')}</p> : null}
      <div className={styles.list}>
        {shown.map((story) => (
          <NewsStoryCard key={story.id} story={story} basePath={basePath} />
        ))}
      </div>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('newsPages')}>
          {pageNumber > 1 ? <SiteLink to={sitePath(basePath, newsListPath(pageNumber - 1))}>{t('newerStories')}</SiteLink> : null}
          {pageNumber < pages ? <SiteLink to={sitePath(basePath, newsListPath(pageNumber + 1))}>{t('olderStories')}</SiteLink> : null}
        </nav>
      ) : null}
    </section>
  );
}
