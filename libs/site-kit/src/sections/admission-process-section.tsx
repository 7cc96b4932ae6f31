import type { AdmissionStep } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { SiteSection } from './site-section';
import styles from './admission-process-section.module.css';

/** The numbered steps to join the school. */
export function AdmissionProcessSection({ steps, tinted }: { steps: readonly AdmissionStep[]; tinted?: boolean }) {
  return (
    <SiteSection id="admission-process" title="Admission Process" tinted={tinted}>
      {steps.length === 0 ? (
        <EmptyState>{EMPTY_STATE_TEXTS.information}</EmptyState>
      ) : (
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.id ?? index} className={styles.step}>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.content}>{step.content}</p>
            </li>
          ))}
        </ol>
      )}
    </SiteSection>
  );
}
