import { DEFAULT_SCHOOL_TIME_ZONE, isTeamRole, type TeamMember, type TeamRole } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { makeWords, type Words } from '@schoolpage/words';
import { teamWords } from './team.words';

type TeamWords = Words<keyof typeof teamWords.en>;

/** The team as `GET /api/dashboard/team` (and every change to it) answers it. */
export function readTeam(body: ApiAnswer): TeamMember[] {
  const rows = Array.isArray(body.info) ? (body.info as Record<string, unknown>[]) : [];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return rows.flatMap((row): TeamMember[] =>
    row && typeof row === 'object' && isTeamRole(row['role'])
      ? [
          {
            id: text(row['id']),
            fullName: text(row['fullName']),
            userId: text(row['userId']),
            email: text(row['email']),
            role: row['role'],
            status: row['status'] === 'invited' ? 'invited' : 'active',
            lastSeenAt: typeof row['lastSeenAt'] === 'string' ? row['lastSeenAt'] : null,
          },
        ]
      : [],
  );
}

/** "Asha Rao", else the user ID (the school's first owner has no full name), else the e-mail (invited). */
export function memberName(member: TeamMember): string {
  return member.fullName || member.userId || member.email;
}

const ROLE_WORDS = {
  owner: ['roleOwner', 'aboutOwner'],
  editor: ['roleEditor', 'aboutEditor'],
  contributor: ['roleContributor', 'aboutContributor'],
} as const satisfies Record<TeamRole, readonly [keyof typeof teamWords.en, keyof typeof teamWords.en]>;

/** "Owner", "Editor", "Contributor" in the screen's language. */
export function roleLabel(words: TeamWords, role: TeamRole): string {
  return words.t(ROLE_WORDS[role][0]);
}

/** What a role may do, where a role is chosen. */
export function roleDescription(words: TeamWords, role: TeamRole): string {
  return words.t(ROLE_WORDS[role][1]);
}

/** How a member's last visit reads in `words`' language: "Last seen 26 Nov 2026, 5:10 pm" (the school's time), "Invited, not joined yet" or "Not signed in yet". */
export function memberSeenIn(words: TeamWords, timeZone = DEFAULT_SCHOOL_TIME_ZONE) {
  const format = new Intl.DateTimeFormat(words.language === 'en' ? 'en-IN' : words.language, {
    day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone,
  });
  return (member: TeamMember): string => {
    if (member.status === 'invited') return words.t('invitedNotJoined');
    if (!member.lastSeenAt) return words.t('notSignedIn');
    return words.t('lastSeen', { when: format.format(new Date(member.lastSeenAt)) });
  };
}

/** A member's last visit in English. */
export const memberSeen = memberSeenIn(makeWords('en', teamWords));
