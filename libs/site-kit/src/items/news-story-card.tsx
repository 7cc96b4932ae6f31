import { newsStoryPath, storyDate, type NewsStory } from '@schoolpage/content-contract';
import { SiteImage } from '../media/site-image';
import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import styles from './news.module.css';
import { itemField, useSiteWords } from '../words/site-words';

/** One story in a list: its cover, its title linking to it, its date and summary (marked with their own language while not translated). */
export function NewsStoryCard({ story, basePath, headingLevel = 2 }: { story: NewsStory; basePath: string; headingLevel?: 2 | 3 }) {
  const { t, date: dateOf, fieldLanguage } = useSiteWords();
  // A story always has its id: its fields' paths need no place in the list.
  const field = (key: string) => fieldLanguage(itemField('news', story, 0, key));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = storyDate(story);
  return (
    <article className={styles.card}>
      {story.coverImage ? (
        <SiteImage className={styles.cardCover} src={story.coverImage.url} alt={story.coverImage.altText} width={640} height={360} sizes="(min-width: 48rem) 20rem, 100vw" />
      ) : null}
      <div className={styles.cardText}>
        <Heading className={styles.cardTitle}>
          <SiteLink to={sitePath(basePath, newsStoryPath(story.slug))} {...field('title')}>
            {story.title}
          </SiteLink>
        </Heading>
        <p className={styles.meta}>
          {story.pinned ? <span className={styles.pinned}>{t('pinned')}</span> : null}
          <time dateTime={date}>{dateOf(date)}</time>
        </p>
        {story.summary ? (
          <p className={styles.summary} {...field('summary')}>
            {story.summary}
          </p>
        ) : null}
      </div>
    </article>
  );
}
