import { TEAM_ROLE_LABELS, isTeamRole } from '@schoolpage/content-contract';

const DASHBOARD = '/api/dashboard/';
/** Ids and positions in a path say nothing a person reads. */
const NOT_A_WORD = /^([a-f0-9]{16,}|\d+)$/;

/** The section and the words of a change made through a dashboard route, for the activity record. */
export function activityOf(method: string, path: string, body: unknown): { section: string; what: string } {
  const parts = path.replace(/\?.*$/, '').slice(DASHBOARD.length).split('/').filter(Boolean);
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (name: string): string => {
    const value = fields[name];
    return typeof value === 'string' ? value : '';
  };
  const role = () => (isTeamRole(fields['role']) ? TEAM_ROLE_LABELS[fields['role']] : '');
  const [first = '', second = ''] = parts;
  if (first === 'profile') {
    if (second === 'publish-web') return { section: 'publish', what: 'Published the site' };
    if (second === 'unpublish-web') return { section: 'publish', what: 'Hid the site' };
    if (second === 'slug') return { section: 'address', what: `Changed the site address to /s/${text('slug')}` };
    if (second === 'profile-update') return { section: 'profile', what: 'Changed the phone number' };
    if (second === 'board') return { section: 'profile', what: `Chose the board ${text('board')}`.trim() };
    if (second === 'verify-email') return { section: 'profile', what: 'Verified their e-mail address' };
    return { section: 'profile', what: 'Asked for a verification code' };
  }
  if (first === 'template') return { section: 'template', what: `Changed the template to ${text('templateId')}`.trim() };
  if (first === 'brand') return { section: 'brand', what: 'Changed the brand colour and heading font' };
  if (first === 'team') {
    if (second === 'invitations') return { section: 'team', what: method === 'POST' ? `Invited ${text('email')} as ${role()}` : 'Withdrew an invitation' };
    if (parts[2] === 'role') return { section: 'team', what: `Changed a member's role to ${role()}` };
    return { section: 'team', what: 'Removed a member' };
  }
  if (first === 'approvals') return { section: 'approvals', what: parts[2] === 'approve' ? 'Approved a change' : 'Rejected a change' };
  const list = parts.slice(1).filter((part) => !NOT_A_WORD.test(part) && part !== 'move' && part !== 'restore').join(' ') || first;
  const verb =
    parts.at(-1) === 'move' ? 'Moved an item in' : parts.at(-1) === 'restore' ? 'Restored an item' : method === 'PATCH' ? 'Edited' : method === 'DELETE' ? 'Deleted from' : 'Saved';
  const named = text('noticeTitle') || text('question') || text('fullName') || text('eventTitle') || text('title');
  return { section: first, what: `${verb} ${first === 'trash' ? '' : list}${named ? `: ${named}` : ''}`.replace(/\s+/g, ' ').trim() };
}
