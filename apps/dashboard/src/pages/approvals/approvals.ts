import { DEFAULT_SCHOOL_TIME_ZONE, type Approval } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';

/** The inbox as `GET /api/dashboard/approvals` (and each decision) answers it. */
export function readApprovals(body: ApiAnswer): Approval[] {
  return Array.isArray(body.info) ? (body.info as Approval[]).filter((a) => a && typeof a.id === 'string' && Array.isArray(a.changes)) : [];
}

/** "26 Nov 2026, 5:10 pm" on the school's clock (its time zone) as `language` writes it (English as India writes it). */
export function shownTime(iso: string, language = 'en', timeZone = DEFAULT_SCHOOL_TIME_ZONE): string {
  const locale = language === 'en' ? 'en-IN' : language;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** The message (approvals.words.ts) that names an approval's status. */
export const STATUS_WORDS = { pending: 'waiting', approved: 'approved', rejected: 'rejected' } as const satisfies Record<Approval['status'], string>;
