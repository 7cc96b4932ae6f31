import type { ApiAnswer } from '@schoolpage/api-client';

/** What a published site should not be without (the e-mail address is required, the rest recommended). */
export interface SiteReadiness {
  organizationName: boolean;
  welcomeMessage: boolean;
  heroImage: boolean;
  contact: boolean;
}

export interface ChecklistItem {
  key: keyof SiteReadiness | 'emailVerified';
  label: string;
  done: boolean;
}

export const NOTHING_READY: SiteReadiness = { organizationName: false, welcomeMessage: false, heroImage: false, contact: false };

const LABELS: Record<ChecklistItem['key'], string> = {
  organizationName: 'School name',
  welcomeMessage: 'Welcome message',
  heroImage: 'Welcome (hero) image',
  contact: 'Contact details',
  emailVerified: 'E-mail address verified',
};

/** The checklist shown before publishing, in the order an admin fills things in. */
export function publishChecklist(ready: SiteReadiness, emailVerified: boolean): ChecklistItem[] {
  const done: Record<ChecklistItem['key'], boolean> = { ...ready, emailVerified };
  return (Object.keys(LABELS) as ChecklistItem['key'][]).map((key) => ({ key, label: LABELS[key], done: done[key] }));
}

/** The still-empty content items, as words for the confirmation ("welcome message and contact details"). */
export function stillEmpty(items: readonly ChecklistItem[]): string {
  const names = items.filter((item) => !item.done && item.key !== 'emailVerified').map((item) => item.label.toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}

const filled = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.some((entry) => filled(entry)));

/** Reads the Organisation form's saved values (GET home/orginfo). */
export function readOrgReadiness(body: ApiAnswer): Pick<SiteReadiness, 'organizationName' | 'welcomeMessage' | 'heroImage'> {
  const info = (body.info ?? {}) as Record<string, unknown>;
  return { organizationName: filled(info['organizationName']), welcomeMessage: filled(info['welcomeMessage']), heroImage: filled(info['organizationImage']) };
}

/** Contact details count when an address, a phone or an e-mail is there (GET contact/address). */
export function readContactReadiness(body: ApiAnswer): boolean {
  const info = (body.info ?? {}) as Record<string, unknown>;
  const details = (info['contactDetails'] ?? info) as Record<string, unknown>;
  return filled(details['address']) || filled(details['phone']) || filled(details['email']);
}
