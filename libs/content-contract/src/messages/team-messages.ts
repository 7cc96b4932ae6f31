import { TEAM_ROLE_LABELS, type TeamRole } from '../team/team-roles';

/** The words of the team: roles, invitations, members (issue #25). */
export const TEAM_MESSAGES = {
  roleRefused: (role: TeamRole) =>
    `As ${article(TEAM_ROLE_LABELS[role])} ${TEAM_ROLE_LABELS[role]} you cannot do this. Please ask an owner${role === 'contributor' ? ' or an editor' : ''}.`,
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationWithdrawn: 'Invitation withdrawn.',
  invitationNotFound: 'This invitation no longer exists. Please reload the team.',
  invitationInvalid: 'This invitation link is not valid, has expired or has already been used. Please ask for a new one.',
  alreadyMember: 'This e-mail address already has an account. Please invite another address.',
  alreadyInvited: 'This e-mail address has already been invited. Withdraw that invitation first to send a new one.',
  joined: (schoolName: string) => `Welcome to ${schoolName}.`,
  roleChanged: (role: TeamRole) => `Role changed to ${TEAM_ROLE_LABELS[role]}.`,
  memberRemoved: 'Member removed. Their sessions have ended.',
  memberNotFound: 'This member no longer exists. Please reload the team.',
  lastOwner: 'A school always keeps at least one owner. Make another member Owner first.',
  teamTitle: 'Team',
  teamIntro: 'Everyone who keeps the site, each with their own sign-in and role.',
  inviteTitle: 'Invite someone',
  inviteButton: 'Send invitation',
  joinTitle: (schoolName: string) => `Join ${schoolName}`,
  joinButton: 'Join',
  joining: 'Joining...',
  sentForApproval: 'Sent for approval.',
  approved: 'Approved: the change is on the site.',
  rejected: 'Rejected: the change was not made.',
  approvalNotFound: 'This change no longer waits for approval. Please reload the list.',
  approvalConflict: (what: string) => `This change can no longer be made: ${what} has been deleted since. Reject it, or ask for it again.`,
  approvalsTitle: 'Approvals',
  twoStepCodeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  twoStepCodeWrong: 'That code is not right. Please try the current code from your authenticator app.',
  twoStepExpired: 'Please log in again: the sign-in took too long.',
  twoStepOn: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  twoStepOff: 'Two-step sign-in is off.',
  twoStepAlreadyOn: 'Two-step sign-in is already on.',
  twoStepNotSetUp: 'Please start the set-up first.',
  twoStepRequiredBySchool: 'Your school asks everyone to sign in with two steps: it cannot be turned off.',
  twoStepSetUpFirst: 'Your school asks everyone to sign in with two steps. Please turn it on in your Profile first.',
  twoStepRequiredSaved: 'Saved: everyone must sign in with two steps.',
  twoStepNotRequiredSaved: 'Saved: two-step sign-in is up to each member.',
} as const;

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
