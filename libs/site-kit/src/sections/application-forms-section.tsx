import type { ApplicationForm } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { SiteSection } from './site-section';
import styles from './dated-list.module.css';
import { itemField, useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

/** Forms a visitor can download to apply. */
export function ApplicationFormsSection({ forms, tinted }: { forms: readonly ApplicationForm[]; tinted?: boolean }) {
  const { t, fieldLanguage } = useSiteWords();
  if (!useSectionShown('applicationForms', forms.length === 0)) return null;
  return (
    <SiteSection id="application-forms" title={t('applicationForms')} tinted={tinted}>
      {forms.length === 0 ? (
        <EmptyState>{t('emptyApplicationForms')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {forms.map((form, index) => (
            <li key={form.id ?? index} className={styles.row}>
              <div className={styles.main}>
                <h3 className={styles.title} {...fieldLanguage(itemField('applicationForms', form, index, 'title'))}>
                  {form.title}
                </h3>
              </div>
              <a
                className={styles.action}
                href={form.fileUrl.url}
                target="_blank"
                rel="noopener noreferrer"
                download
                aria-label={t('downloadForm', { title: form.title })}
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
