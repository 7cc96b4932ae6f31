import { DASHBOARD_ROUTE, DISCLOSURE_DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { Button, VisuallyHidden } from '@schoolpage/ui';
import { Link } from 'react-router-dom';
import { useWords, type Words } from '@schoolpage/words';
import { EmptySectionsChecklist } from '../../empty-sections/empty-sections-checklist';
import { SectionCard } from '../../sections/section-card';
import type { ChecklistItem } from './publish-checklist';
import { profileWords } from './profile.words';
import styles from './profile.module.css';

/** The sign beside an item (hidden from screen readers: the words say it). */
const MARK = { done: '✓', missing: '○' };

/** Where each missing item is filled in. */
const WHERE: Record<ChecklistItem['key'], string> = {
  organizationName: 'home',
  welcomeMessage: 'home',
  heroImage: 'home',
  contact: 'contact',
  emailVerified: 'profile',
  altText: 'visible',
  disclosure: DISCLOSURE_DASHBOARD_ROUTE.slice(`${DASHBOARD_ROUTE}/`.length),
};

/** What a missing item says: required, still empty, or how many are missing. */
function missingText(item: ChecklistItem, words: Words<keyof (typeof profileWords)['en']>): string {
  if (item.key === 'emailVerified') return words.t('checkRequired');
  if (item.percent !== undefined) return words.t('checkPercent', { percent: item.percent });
  return item.missing !== undefined ? words.t('picturesWithout', { count: item.missing }) : words.t('checkEmpty');
}

interface PublishChecklistCardProps {
  items: readonly ChecklistItem[];
  /** Sends the code and opens the verify page. */
  onVerify: () => void;
  busy: boolean;
}

/** "Before you publish": what is done and what is still empty, each missing item with the way to fill it. */
export function PublishChecklistCard({ items, onVerify, busy }: PublishChecklistCardProps) {
  const words = useWords(profileWords);
  return (
    <SectionCard title={words.t('beforePublish')}>
      <ul className={styles.checklist}>
        {items.map((item) => {
          const label = words.t(`check.${item.key}`);
          return (
          <li key={item.key} className={item.done ? styles.checkDone : styles.checkMissing}>
            <span aria-hidden="true">{item.done ? MARK.done : MARK.missing}</span>
            <span>
              {label}: <strong>{item.done ? words.t('checkDone') : missingText(item, words)}</strong>
            </span>
            {item.done ? null : item.key === 'emailVerified' ? (
              <Button className={styles.checkAction} onClick={onVerify} aria-disabled={busy}>
                {words.t('verifyEmail')}
              </Button>
            ) : (
              <Link className={styles.checkAction} to={`${DASHBOARD_ROUTE}/${WHERE[item.key]}`}>
                {words.t(item.key === 'altText' ? 'addAltText' : item.key === 'disclosure' ? 'complete' : 'fillIn')}{' '}
                <VisuallyHidden>{label.toLocaleLowerCase(words.language)}</VisuallyHidden>
              </Link>
            )}
          </li>
          );
        })}
      </ul>
      <EmptySectionsChecklist />
    </SectionCard>
  );
}
