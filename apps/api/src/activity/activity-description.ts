import { ACTIVITY_WORDS as W, TEAM_ROLE_LABELS, isTeamRole, type ActivityVerb } from '@schoolpage/content-contract';

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
    if (second === 'publish-web') return { section: 'publish', what: W.published };
    if (second === 'unpublish-web') return { section: 'publish', what: W.hidden };
    if (second === 'slug') return { section: 'address', what: W.addressChanged(text('slug')) };
    if (second === 'profile-update') return { section: 'profile', what: W.phoneChanged };
    if (second === 'board') return { section: 'profile', what: W.boardChosen(text('board')) };
    if (second === 'time-zone') return { section: 'profile', what: W.timeZoneChosen(text('timeZone')) };
    if (second === 'verify-email') return { section: 'profile', what: W.emailVerified };
    if (second === 'language') return { section: 'profile', what: W.dashboardLanguageChanged };
    return { section: 'profile', what: W.codeAskedFor };
  }
  if (first === 'template') return { section: 'template', what: W.templateChanged(text('templateId')) };
  if (first === 'brand') return { section: 'brand', what: W.brandChanged };
  if (first === 'team') {
    if (second === 'invitations') return { section: 'team', what: method === 'POST' ? W.invited(text('email'), role()) : W.invitationWithdrawn };
    if (parts[2] === 'role') return { section: 'team', what: W.roleChanged(role()) };
    return { section: 'team', what: W.memberRemoved };
  }
  if (first === 'approvals') return { section: 'approvals', what: parts[2] === 'approve' ? W.approved : W.rejected };
  const list = parts.slice(1).filter((part) => !NOT_A_WORD.test(part) && part !== 'move' && part !== 'restore').join(' ') || first;
  const verb: ActivityVerb =
    parts.at(-1) === 'move' ? 'moved' : parts.at(-1) === 'restore' ? 'restored' : method === 'PATCH' ? 'edited' : method === 'DELETE' ? 'deleted' : 'saved';
  const named = text('noticeTitle') || text('question') || text('fullName') || text('eventTitle') || text('title');
  return { section: first, what: W.changed(verb, first === 'trash' ? '' : list, named) };
}
