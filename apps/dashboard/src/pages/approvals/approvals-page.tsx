import { useState } from 'react';
import { approvalPath, APPROVALS_API, TEAM_MESSAGES as T, type Approval } from '@schoolpage/content-contract';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { useRoleMay, useSiteStatus } from '../../layout/site-status';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { ApprovalCard } from './approval-card';
import { readApprovals } from './approvals';
import styles from './approvals.module.css';

/** The approvals inbox: owners and editors approve or reject contributors' changes; a contributor follows their own. */
export function ApprovalsPage() {
  const feedback = useFeedback();
  const approvals = useApiResource<Approval[]>(APPROVALS_API.list, readApprovals, []);
  const decide = useRoleMay('site');
  const siteStatus = useSiteStatus();
  const [busy, setBusy] = useState(false);

  async function decideOn(path: string, json?: object) {
    setBusy(true);
    try {
      const body = await apiRequest(path, { method: 'POST', json: json ?? {} });
      feedback.success(successText(body));
      approvals.replace(readApprovals(body));
      await siteStatus.reload();
    } catch (error) {
      feedback.error(failureText('{message}', error));
    } finally {
      setBusy(false);
    }
  }

  const pending = approvals.data.filter((a) => a.status === 'pending');
  const decided = approvals.data.filter((a) => a.status !== 'pending');
  const card = (approval: Approval) => (
    <ApprovalCard
      key={approval.id}
      approval={approval}
      decide={decide}
      busy={busy}
      onApprove={(a) => void decideOn(approvalPath(APPROVALS_API.approve, a.id))}
      onReject={(a, note) => void decideOn(approvalPath(APPROVALS_API.reject, a.id), { note })}
    />
  );

  return (
    <SectionPage title={T.approvalsTitle}>
      <p className={styles.intro}>
        {decide ? 'Changes contributors proposed. They go live only when approved.' : 'Your proposed changes and what was decided.'}
      </p>
      <FeedbackAlert feedback={feedback} />
      <SectionCard title="Waiting">
        {approvals.status === 'ready' && pending.length === 0 ? <p>Nothing waits for approval.</p> : null}
        <ul className={styles.list} aria-label="Waiting for approval">
          {pending.map(card)}
        </ul>
      </SectionCard>
      {decided.length > 0 ? (
        <SectionCard title="Decided">
          <ul className={styles.list} aria-label="Decided">
            {decided.map(card)}
          </ul>
        </SectionCard>
      ) : null}
    </SectionPage>
  );
}
