import { useId, useState } from 'react';
import { TEAM_ROLES, type TeamMember, type TeamRole } from '@schoolpage/content-contract';
import { Button } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { memberName, memberSeenIn, roleLabel } from './team';
import { useSchoolTimeZone } from '../../layout/school-time-zone';
import sectionStyles from '../../sections/sections.module.css';
import styles from './team.module.css';
import { teamWords } from './team.words';

interface MemberRowProps {
  member: TeamMember;
  /** Owners see the controls; everyone else sees the team only. */
  manage: boolean;
  busy: boolean;
  onRole: (member: TeamMember, role: TeamRole) => void;
  onRemove: (member: TeamMember) => void;
}

/** One person of the team: who, their sign-in, their role, when last seen; for an owner, change role and remove. */
export function MemberRow({ member, manage, busy, onRole, onRemove }: MemberRowProps) {
  const words = useWords(teamWords);
  const timeZone = useSchoolTimeZone();
  const [role, setRole] = useState<TeamRole>(member.role);
  const roleId = useId();
  const name = memberName(member);
  const invited = member.status === 'invited';

  return (
    <li className={styles.member}>
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        <p className={styles.facts}>
          {member.userId ? <span>{member.userId}</span> : null}
          <span>{member.email}</span>
          <span>{memberSeenIn(words, timeZone)(member)}</span>
        </p>
      </div>
      <p className={styles.role}>{roleLabel(words, member.role)}</p>
      {manage ? (
        <div className={styles.controls}>
          {invited ? null : (
            <>
              <label className={styles.roleLabel} htmlFor={roleId}>
                {words.t('roleOf', { name })}
              </label>
              <select id={roleId} className={styles.roleSelect} value={role} onChange={(event) => setRole(event.target.value as TeamRole)}>
                {TEAM_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {roleLabel(words, option)}
                  </option>
                ))}
              </select>
              <Button className={sectionStyles.secondaryButton} aria-disabled={busy || role === member.role} onClick={() => role !== member.role && onRole(member, role)}>
                {words.t('changeRole')}
              </Button>
            </>
          )}
          <Button className={sectionStyles.deleteButton} aria-disabled={busy} onClick={() => onRemove(member)} aria-label={invited ? words.t('withdrawLabel', { name }) : words.t('removeLabel', { name })}>
            {invited ? words.t('withdrawButton') : words.t('removeButton')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
