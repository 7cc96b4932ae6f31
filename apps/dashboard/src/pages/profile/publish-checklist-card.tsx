import { DASHBOARD_ROUTE, DISCLOSURE_DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { Button, VisuallyHidden } from '@schoolpage/ui';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../sections/section-card';
import { picturesWithoutAltTextText, type ChecklistItem } from './publish-checklist';
import styles from './profile.module.css';

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
function missingText(item: ChecklistItem): string {
  if (item.key === 'emailVerified') return 'not yet (required)';
  if (item.percent !== undefined) return `${item.percent}% complete`;
  return item.missing !== undefined ? picturesWithoutAltTextText(item.missing) : 'still empty';
}

interface PublishChecklistCardProps {
  items: readonly ChecklistItem[];
  /** Sends the code and opens the verify page. */
  onVerify: () => void;
  busy: boolean;
}

/** "Before you publish": what is done and what is still empty, each missing item with the way to fill it. */
export function PublishChecklistCard({ items, onVerify, busy }: PublishChecklistCardProps) {
  return (
    <SectionCard title="Before you publish">
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.key} className={item.done ? styles.checkDone : styles.checkMissing}>
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span>
            <span>
              {item.label}: <strong>{item.done ? 'done' : missingText(item)}</strong>
            </span>
            {item.done ? null : item.key === 'emailVerified' ? (
              <Button className={styles.checkAction} onClick={onVerify} aria-disabled={busy}>
                Verify your e-mail address
              </Button>
            ) : (
              <Link className={styles.checkAction} to={`${DASHBOARD_ROUTE}/${WHERE[item.key]}`}>
                {item.key === 'altText' ? 'Add alt text' : item.key === 'disclosure' ? 'Complete' : 'Fill in'} <VisuallyHidden>{item.label.toLowerCase()}</VisuallyHidden>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
