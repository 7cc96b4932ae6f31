import { useMemo, useState } from 'react';
import { approvalPath, APPROVALS_API, type Approval } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { useRoleMay, useSiteStatus } from '../../layout/site-status';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { ApprovalCard } from './approval-card';
import { changeLabelsIn } from './change-lines';
import { readApprovals } from './approvals';
import { approvalsWords } from './approvals.words';
import styles from './approvals.module.css';

/** The approvals inbox: owners and editors approve or reject contributors' changes; a contributor follows their own. */
export function ApprovalsPage() {
  const words = useWords(approvalsWords);
  const feedback = useFeedback();
  const approvals = useApiResource<Approval[]>(APPROVALS_API.list, readApprovals, []);
  const decide = useRoleMay('site');
  const siteStatus = useSiteStatus();
  const [busy, setBusy] = useState(false);
  const labels = useMemo(() => changeLabelsIn(words.language), [words.language]);

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
      labels={labels}
      decide={decide}
      busy={busy}
      onApprove={(a) => void decideOn(approvalPath(APPROVALS_API.approve, a.id))}
      onReject={(a, note) => void decideOn(approvalPath(APPROVALS_API.reject, a.id), { note })}
    />
  );

  return (
    <SectionPage title={words.t('approvalsTitle')}>
      <p className={styles.intro}>
        {decide ? words.t('introDecide') : words.t('introOwn')}
      </p>
      <FeedbackAlert feedback={feedback} />
      <SectionCard title={words.t('waiting')}>
        {approvals.status === 'ready' && pending.length === 0 ? <p>{words.t('nothingWaits')}</p> : null}
        <ul className={styles.list} aria-label={words.t('waitingList')}>
          {pending.map(card)}
        </ul>
      </SectionCard>
      {decided.length > 0 ? (
        <SectionCard title={words.t('decided')}>
          <ul className={styles.list} aria-label={words.t('decided')}>
            {decided.map(card)}
          </ul>
        </SectionCard>
      ) : null}
    </SectionPage>
  );
}
