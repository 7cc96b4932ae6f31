import { Link } from 'react-router-dom';
import { ROUTE_NOT_FOUND_TEXT } from '../empty-state/empty-state-texts';
import { sitePath } from '../routing/site-path';
import { PageBanner } from './page-banner';
import styles from './page-banner.module.css';

/** An address below the site's base path that the template has no page for. */
export function RouteNotFound({ basePath }: { basePath: string }) {
  return (
    <>
      <PageBanner title={ROUTE_NOT_FOUND_TEXT} />
      <p className={styles.back}>
        <Link to={sitePath(basePath)}>Back to the home page</Link>
      </p>
    </>
  );
}
