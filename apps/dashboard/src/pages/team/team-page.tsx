import { useState } from 'react';
import { TEAM_API, TEAM_MESSAGES as T, teamPath, type TeamMember, type TeamRole } from '@schoolpage/content-contract';
import { useConfirm } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { useRoleMay } from '../../layout/site-status';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import { memberName, readTeam } from './team';
import styles from './team.module.css';

/** The school's team: every member sees who keeps the site; owners invite, change roles and remove. */
export function TeamPage() {
  const feedback = useFeedback();
  const team = useApiResource<TeamMember[]>(TEAM_API.team, readTeam, []);
  const manage = useRoleMay('owner');
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  async function change(call: () => ReturnType<typeof apiRequest>) {
    setBusy(true);
    try {
      const body = await call();
      feedback.success(successText(body));
      team.replace(readTeam(body));
    } catch (error) {
      feedback.error(failureText('{message}', error));
    } finally {
      setBusy(false);
    }
  }

  const changeRole = (member: TeamMember, role: TeamRole) =>
    change(() => apiRequest(teamPath(TEAM_API.memberRole, member.id), { method: 'POST', json: { role } }));

  async function remove(member: TeamMember) {
    const invited = member.status === 'invited';
    const confirmed = await confirm({
      title: invited ? 'Withdraw this invitation?' : `Remove ${memberName(member)}?`,
      message: invited
        ? `The link sent to ${member.email} will stop working.`
        : `${memberName(member)} will be signed out at once and can no longer sign in. What they did stays in the record.`,
      confirmLabel: invited ? 'Withdraw invitation' : 'Remove',
    });
    if (!confirmed) return;
    await change(() => apiRequest(teamPath(invited ? TEAM_API.invitation : TEAM_API.member, member.id), { method: 'DELETE' }));
  }

  return (
    <SectionPage title={T.teamTitle}>
      <p className={styles.intro}>{T.teamIntro}</p>
      <FeedbackAlert feedback={feedback} />
      {manage ? <InviteForm feedback={feedback} onInvited={team.replace} /> : null}
      <SectionCard title="Members">
        {team.status === 'loading' ? <p role="status">Loading the team...</p> : null}
        <ul className={styles.members} aria-label="Members">
          {team.data.map((member) => (
            <MemberRow key={`${member.id}-${member.role}`} member={member} manage={manage} busy={busy} onRole={changeRole} onRemove={remove} />
          ))}
        </ul>
      </SectionCard>
      {dialog}
    </SectionPage>
  );
}
