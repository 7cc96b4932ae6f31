import { z } from 'zod';
import { API_PREFIX } from '../platform/api-paths';
import { emailSchema } from '../validation/email-rule';
import { passwordSchema } from '../validation/password-rule';
import { typedOnly } from '../validation/control-characters';
import { USER_ID_PATTERN } from '../validation/registration.schema';
import { TEAM_ROLES, type TeamRole } from './team-roles';

const TEAM = `${API_PREFIX}/dashboard/team`;

/** The team's calls (issue #25). `:id` is a member's or an invitation's id. */
export const TEAM_API = {
  /** GET: `{ success, info: TeamMember[] }`, members and pending invitations. */
  team: TEAM,
  /** POST `{ email, role }`: mails a one-time link. */
  invitations: `${TEAM}/invitations`,
  /** DELETE: withdraws a pending invitation. */
  invitation: `${TEAM}/invitations/:id`,
  /** POST `{ role }`: changes a member's role. */
  memberRole: `${TEAM}/:id/role`,
  /** DELETE: removes a member; their sessions end at once. */
  member: `${TEAM}/:id`,
  /** POST `{ token }` (no session): `{ success, info: { schoolName, email, role } }` for the join page. */
  invitationInfo: `${API_PREFIX}/auth/invitation`,
  /** POST `{ token, fullName, userId, password }` (no session): joins and signs in. */
  acceptInvitation: `${API_PREFIX}/auth/accept-invitation`,
} as const;

/** The page an invitation's link opens. */
export const INVITATION_PAGE = '/invite';

export const teamPath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

/** How long an invitation's link works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** One row of the team: a member, or a person invited who has not joined yet. */
export interface TeamMember {
  id: string;
  fullName: string;
  userId: string;
  email: string;
  role: TeamRole;
  status: 'active' | 'invited';
  /** ISO time of the member's last request, or null (never, or invited). */
  lastSeenAt: string | null;
}

/** What the join page shows before the person chooses their sign-in. */
export interface InvitationInfo {
  schoolName: string;
  email: string;
  role: TeamRole;
}

const roleSchema = z.enum(TEAM_ROLES, { error: 'Please choose a role: owner, editor or contributor.' });

export const invitationSchema = z.strictObject({ email: emailSchema, role: roleSchema });
export const roleChangeSchema = z.strictObject({ role: roleSchema });

const tokenSchema = z.string({ error: 'The invitation link is not valid.' }).trim().min(20, { error: 'The invitation link is not valid.' }).max(200);

export const invitationTokenSchema = z.strictObject({ token: tokenSchema });

export const acceptInvitationSchema = z.strictObject({
  token: tokenSchema,
  fullName: z
    .string({ error: 'Full name is required.' })
    .trim()
    .min(1, { error: 'Full name is required.' })
    .max(100, { error: 'Full name must be at most 100 characters.' })
    .refine(...typedOnly('Full name')),
  userId: z
    .string({ error: 'User ID is required.' })
    .trim()
    .regex(USER_ID_PATTERN, { error: 'User ID must be 3 to 40 characters: letters, digits, dot, dash or underscore.' }),
  password: passwordSchema,
});

export type InvitationPayload = z.infer<typeof invitationSchema>;
export type AcceptInvitationPayload = z.infer<typeof acceptInvitationSchema>;
