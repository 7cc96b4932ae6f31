/**
 * What the activity record says of each change, in English (the API writes them; the dashboard shows them in the
 * reader's language by their shape). `list` is the route's words ("faq", "calendar-of-event"), `named` the item's
 * name when the request gave one.
 */
export const ACTIVITY_WORDS = {
  signedIn: 'Signed in',
  failedSignIn: 'Failed sign-in (wrong password)',
  published: 'Published the site',
  hidden: 'Hid the site',
  addressChanged: (slug: string) => `Changed the site address to /s/${slug}`,
  phoneChanged: 'Changed the phone number',
  boardChosen: (board: string) => `Chose the board ${board}`.trim(),
  timeZoneChosen: (timeZone: string) => `Chose the time zone ${timeZone}`.trim(),
  emailVerified: 'Verified their e-mail address',
  codeAskedFor: 'Asked for a verification code',
  dashboardLanguageChanged: 'Changed their dashboard language',
  templateChanged: (template: string) => `Changed the template to ${template}`.trim(),
  brandChanged: 'Changed the brand colour and heading font',
  invited: (email: string, role: string) => `Invited ${email} as ${role}`,
  invitationWithdrawn: 'Withdrew an invitation',
  roleChanged: (role: string) => `Changed a member's role to ${role}`,
  memberRemoved: 'Removed a member',
  joined: (role: string) => `Joined as ${role}`,
  approved: 'Approved a change',
  rejected: 'Rejected a change',
  /** A change of the content: "Saved faq: Is there a bus?", "Deleted from faq", "Restored an item". */
  changed: (verb: ActivityVerb, list: string, named: string) => `${ACTIVITY_VERBS[verb]} ${list}${named ? `: ${named}` : ''}`.replace(/\s+/g, ' ').trim(),
  /** A contributor's change, sent for approval. */
  proposed: (what: string) => `Proposed: ${what}`,
} as const;

export const ACTIVITY_VERBS = {
  moved: 'Moved an item in',
  restored: 'Restored an item',
  edited: 'Edited',
  deleted: 'Deleted from',
  saved: 'Saved',
} as const;

export type ActivityVerb = keyof typeof ACTIVITY_VERBS;

/** What an approval's change says (approvals and the mail to approvers): "Added to faq: Is there a bus?". */
export const CHANGE_SUMMARY_WORDS = {
  added: (list: string, name: string) => `Added to ${list}: ${name}`,
  edited: (list: string, name: string) => `Edited in ${list}: ${name}`,
  removed: (list: string, name: string) => `Deleted from ${list}: ${name}`,
  moved: (list: string, name: string) => `Moved in ${list}: ${name}`,
  set: (field: string) => `Changed ${field}`,
} as const;
