import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { NEWS_PAGE, newsStoryPath, sitePageAddress, storyDate, type SiteContent } from '@schoolpage/content-contract';
import { SiteImage } from '../media/site-image';
import { RichText } from '../rich-text/rich-text';
import { SiteLink } from '../routing/site-link';
import { ShareOnWhatsApp } from '../share/share-on-whatsapp';
import { sitePath } from '../routing/site-path';
import styles from './item-page.module.css';
import { itemField, useSiteWords } from '../words/site-words';

/** `/s/<slug>/news/<post-slug>`: one story, its cover, date and text (each text not translated marked with its own language), and "Share on WhatsApp". */
export function NewsStoryView({ content, basePath, notFound }: { content: SiteContent; basePath: string; notFound: ReactElement }) {
  const { t, date: dateOf, fieldLanguage } = useSiteWords();
  const { storySlug } = useParams();
  const stories = content.news ?? [];
  const story = stories.find((candidate) => candidate.slug === storySlug);
  if (!story) return notFound;
  const field = (key: string) => fieldLanguage(itemField('news', story, stories.indexOf(story), key));
  const date = storyDate(story);
  return (
    <article className={styles.page} aria-labelledby="story-title">
      <p className={styles.meta}>
        <SiteLink to={sitePath(basePath, NEWS_PAGE)}>{t('menuNews')}</SiteLink>
      </p>
      <h1 id="story-title" className={styles.title} {...field('title')}>
        {story.title}
      </h1>
      <p className={styles.meta}>
        <time dateTime={date}>{dateOf(date)}</time>
      </p>
      {story.coverImage ? <SiteImage className={`${styles.cover} ${styles.storyCover}`} src={story.coverImage.url} alt={story.coverImage.altText} width={1200} height={675} priority sizes="(min-width: 48rem) 46rem, 100vw" /> : null}
      {story.summary ? (
        <p className={styles.lead} {...field('summary')}>
          {story.summary}
        </p>
      ) : null}
      <RichText document={story.body} className={styles.body} language={field('body')} />
      <p className={styles.actions}>
        <ShareOnWhatsApp title={story.title} address={content.origin && sitePageAddress(content.origin, basePath, newsStoryPath(story.slug))} />
      </p>
    </article>
  );
}
