import type { ApplicationForm } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { SiteSection } from './site-section';
import styles from './dated-list.module.css';

/** Forms a visitor can download to apply. */
export function ApplicationFormsSection({ forms, tinted }: { forms: readonly ApplicationForm[]; tinted?: boolean }) {
  return (
    <SiteSection id="application-forms" title="Download Application Forms" tinted={tinted}>
      {forms.length === 0 ? (
        <EmptyState>{EMPTY_STATE_TEXTS.applicationForms}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {forms.map((form, index) => (
            <li key={form.id ?? index} className={styles.row}>
              <div className={styles.main}>
                <h3 className={styles.title}>{form.title}</h3>
              </div>
              <a
                className={styles.action}
                href={form.fileUrl.url}
                target="_blank"
                rel="noopener noreferrer"
                download
                aria-label={`Download ${form.title}`}
              >
                Download
              </a>
            </li>
          ))}
        </ul>
      )}
    </SiteSection>
  );
}
