import type { AdmissionStep } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { SiteSection } from './site-section';
import styles from './admission-process-section.module.css';
import { itemField, useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

/** The numbered steps to join the school. */
export function AdmissionProcessSection({ steps, tinted }: { steps: readonly AdmissionStep[]; tinted?: boolean }) {
  const { t, fieldLanguage } = useSiteWords();
  if (!useSectionShown('admissionProcess', steps.length === 0)) return null;
  return (
    <SiteSection id="admission-process" title={t('admissionProcess')} tinted={tinted}>
      {steps.length === 0 ? (
        <EmptyState>{t('emptyInformation')}</EmptyState>
      ) : (
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.id ?? index} className={styles.step}>
              <h3 className={styles.title} {...fieldLanguage(itemField('admissionProcess', step, index, 'title'))}>
                {step.title}
              </h3>
              <p className={styles.content} {...fieldLanguage(itemField('admissionProcess', step, index, 'content'))}>
                {step.content}
              </p>
            </li>
          ))}
        </ol>
      )}
    </SiteSection>
  );
}
