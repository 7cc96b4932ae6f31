import { Link } from 'react-router-dom';
import { DISCLOSURE_DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { formatDate } from '@schoolpage/site-kit';
import { useSiteStatus } from './site-status';
import styles from './expired-documents-warning.module.css';

/** On every dashboard page: the documents of the Mandatory Public Disclosure that have expired, and where to renew them. */
export function ExpiredDocumentsWarning() {
  const expired = useSiteStatus().profile?.expiredDocuments ?? [];
  if (expired.length === 0) return null;
  return (
    <div className={styles.warning} role="status">
      <p className={styles.title}>
        {expired.length === 1 ? 'A document of your Mandatory Public Disclosure has expired:' : `${expired.length} documents of your Mandatory Public Disclosure have expired:`}
      </p>
      <ul className={styles.list}>
        {expired.map((document) => (
          <li key={document.kind}>
            {document.title} (expired on {formatDate(document.validUntil)})
          </li>
        ))}
      </ul>
      <Link to={DISCLOSURE_DASHBOARD_ROUTE}>Upload the renewed documents</Link>
    </div>
  );
}
