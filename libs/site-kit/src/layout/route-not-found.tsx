import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import { PageBanner } from './page-banner';
import styles from './page-banner.module.css';
import { useSiteWords } from '../words/site-words';

interface RouteNotFoundProps {
  basePath: string;
  /** The template's own words for a page it does not have. */
  title: string;
}

/** An address below the site's base path that the template has no page for. */
export function RouteNotFound({ basePath, title }: RouteNotFoundProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={title} />
      <p className={styles.back}>
        <SiteLink to={sitePath(basePath)}>{t('backHome')}</SiteLink>
      </p>
    </>
  );
}
