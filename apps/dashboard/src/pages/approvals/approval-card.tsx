import { useId, useState } from 'react';
import type { Approval } from '@schoolpage/content-contract';
import { Button } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { shownTime, STATUS_WORDS } from './approvals';
import { changeLines, type ChangeLabels, type ChangeLine } from './change-lines';
import { useSchoolTimeZone } from '../../layout/school-time-zone';
import sectionStyles from '../../sections/sections.module.css';
import styles from './approvals.module.css';
import { approvalsWords } from './approvals.words';
import { useRecordInLanguage } from '../activity/record-in-language';

interface ApprovalCardProps {
  approval: Approval;
  /** How the screen names the parts of the site and their fields (change-lines.ts), in its language. */
  labels: ChangeLabels;
  /** Owners and editors decide; a contributor sees their own changes only. */
  decide: boolean;
  busy: boolean;
  onApprove: (approval: Approval) => void;
  onReject: (approval: Approval, note: string) => void;
}

/** The two sides of a change, in the order they are shown. */
const SIDES = ['before', 'after'] as const;

/** One proposed change: who, when, the sections, each change before and after; Approve or Reject with a note. */
export function ApprovalCard({ approval, labels, decide, busy, onApprove, onReject }: ApprovalCardProps) {
  const words = useWords(approvalsWords);
  const timeZone = useSchoolTimeZone();
  const inLanguage = useRecordInLanguage();
  const when = (iso: string) => shownTime(iso, words.language, timeZone);
  const status = words.t(STATUS_WORDS[approval.status]);
  const [note, setNote] = useState('');
  const noteId = useId();
  const pending = approval.status === 'pending';
  return (
    <li className={styles.approval}>
      <h3 className={styles.title}>
        {approval.changes[0] ? inLanguage(approval.changes[0].summary) : words.t('aChange')}
        {approval.changes.length > 1 ? words.t('andMore', { count: approval.changes.length - 1 }) : ''}
      </h3>
      <p className={styles.meta}>
        <span className={pending ? styles.pending : styles.decided}>{status}</span>
        <span>
          {approval.proposedBy.name}, {when(approval.createdAt)}
        </span>
        {approval.decidedBy && approval.decidedAt ? (
          <span>
            {words.t('decidedBy', { status, person: approval.decidedBy, when: when(approval.decidedAt) })}
          </span>
        ) : null}
      </p>
      {approval.note ? <p className={styles.note}>{words.t('note', { note: approval.note })}</p> : null}
      {approval.changes.map((change, index) => (
        <div key={index} className={styles.change}>
          {approval.changes.length > 1 ? <p className={styles.summary}>{inLanguage(change.summary)}</p> : null}
          <div className={styles.beforeAfter}>
            {SIDES.map((side) => {
              const lines = changeLines(change, side, labels);
              if (lines.length === 0) return null;
              return (
                <div key={side}>
                  <p className={styles.label}>{words.t(side === 'after' && change.kind === 'add' ? 'afterNew' : side)}</p>
                  <ul className={styles.lines}>
                    {lines.map((line, at) => (
                      <li key={at}>{shownLine(line, words.t('new'))}</li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </div>
      ))}
      {decide && pending ? (
        <div className={styles.decision}>
          <label htmlFor={noteId}>{words.t('noteLabel')}</label>
          <input id={noteId} className={styles.noteInput} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          <div className={styles.buttons}>
            <Button className={`${sectionStyles.secondaryButton} ${styles.approve}`} aria-disabled={busy} onClick={() => onApprove(approval)}>
              {words.t('approve')}
            </Button>
            <Button className={sectionStyles.deleteButton} aria-disabled={busy} onClick={() => onReject(approval, note)}>
              {words.t('reject')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** "Notice title: Sports Day", and "(new)" after an entry the change adds. */
function shownLine(line: ChangeLine, isNew: string): string {
  return `${line.label}: ${line.value}${line.isNew ? ` ${isNew}` : ''}`;
}
