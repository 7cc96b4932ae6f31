import { NEWS_ON_HOME, NEWS_PAGE, newestStories, type NewsStory } from '@schoolpage/content-contract';
import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import { SiteSection } from '../sections/site-section';
import { NewsStoryCard } from './news-story-card';
import styles from './news.module.css';
import { useSiteWords } from '../words/site-words';

/** A home page's news: the three newest stories and a link to all of them; nothing while there are none. */
export function LatestNewsSection({ stories, basePath, tinted }: { stories: readonly NewsStory[] | undefined; basePath: string; tinted?: boolean }) {
  const { t } = useSiteWords();
  const shown = newestStories(stories ?? [], NEWS_ON_HOME);
  if (shown.length === 0) return null;
  return (
    <SiteSection id="news" title={t('latestNews')} tinted={tinted}>
      <div className={styles.list}>
        {shown.map((story) => (
          <NewsStoryCard key={story.id} story={story} basePath={basePath} headingLevel={3} />
        ))}
      </div>
      <p>
        <SiteLink className={styles.more} to={sitePath(basePath, NEWS_PAGE)}>
          {t('allNews')}
        </SiteLink>
      </p>
    </SiteSection>
  );
}
