import { isTeamRole, type TeamMember } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';

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

const lastSeenFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** "Last seen 26 Nov 2026, 5:10 pm", "Invited, not joined yet" or "Not signed in yet". */
export function memberSeen(member: TeamMember): string {
  if (member.status === 'invited') return 'Invited, not joined yet';
  return member.lastSeenAt ? `Last seen ${lastSeenFormat.format(new Date(member.lastSeenAt))}` : 'Not signed in yet';
}
