import { Link } from 'react-router-dom';
import { DISCLOSURE_DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import { shownDate } from '../sections/shown-date';
import { layoutWords } from './layout.words';
import { useSiteStatus } from './site-status';
import styles from './expired-documents-warning.module.css';

/** On every dashboard page: the documents of the Mandatory Public Disclosure that have expired, and where to renew them. */
export function ExpiredDocumentsWarning() {
  const expired = useSiteStatus().profile?.expiredDocuments ?? [];
  const words = useWords(layoutWords);
  if (expired.length === 0) return null;
  return (
    <div className={styles.warning} role="status">
      <p className={styles.title}>
        {words.t('documentsExpired', { count: expired.length })}
      </p>
      <ul className={styles.list}>
        {expired.map((document) => (
          <li key={document.kind}>
            {words.t('documentExpiredOn', { title: document.title, date: shownDate(document.validUntil, words.language) })}
          </li>
        ))}
      </ul>
      <Link to={DISCLOSURE_DASHBOARD_ROUTE}>{words.t('uploadRenewed')}</Link>
    </div>
  );
}
