import { DISCLOSURE_DOCUMENTS, type Board, type DisclosureDocumentKind, type StoredDisclosure } from './disclosure';
import { daysBetween } from './disclosure-figures';

/** Days before a document's `validUntil` on which its school is reminded (and again on that day itself). */
export const REMINDER_DAYS_BEFORE = [60, 30, 7] as const;
/** From this day of each year (MM-DD) a CBSE school is reminded, every 7 days, until the year's annual report is up. */
export const ANNUAL_REPORT_REMINDERS_FROM = '08-15';
/** The day of the year (MM-DD) the annual report must be up by. */
export const ANNUAL_REPORT_DUE = '09-15';
/** The school year an annual report belongs to starts on this day (MM-DD): one issued on or after it is the year's. */
const SCHOOL_YEAR_STARTS = '04-01';

export type DisclosureReminder =
  | { kind: DisclosureDocumentKind; title: string; reason: 'expires'; daysLeft: number; validUntil: string }
  | { kind: 'annual-report'; title: string; reason: 'annualReportDue'; dueOn: string };

/** What a school is reminded of on `today` (YYYY-MM-DD): documents 60, 30 and 7 days before they lapse and on their last day; a CBSE school's missing annual report from 15 August. */
export function remindersDue(disclosure: StoredDisclosure | undefined, board: Board | undefined, today: string): DisclosureReminder[] {
  const due: DisclosureReminder[] = [];
  for (const { kind, title } of DISCLOSURE_DOCUMENTS) {
    const validUntil = disclosure?.documents?.[kind]?.validUntil;
    if (!validUntil) continue;
    const daysLeft = daysBetween(today, validUntil);
    if (daysLeft === 0 || (REMINDER_DAYS_BEFORE as readonly number[]).includes(daysLeft)) due.push({ kind, title, reason: 'expires', daysLeft, validUntil });
  }
  const year = today.slice(0, 4);
  const from = `${year}-${ANNUAL_REPORT_REMINDERS_FROM}`;
  const report = disclosure?.documents?.['annual-report'];
  const reportIsUp = report !== undefined && report.issuedOn >= `${year}-${SCHOOL_YEAR_STARTS}`;
  if (board === 'CBSE' && today >= from && !reportIsUp && daysBetween(from, today) % 7 === 0) {
    const title = DISCLOSURE_DOCUMENTS.find((d) => d.kind === 'annual-report')?.title ?? 'Annual report';
    due.push({ kind: 'annual-report', title, reason: 'annualReportDue', dueOn: `${year}-${ANNUAL_REPORT_DUE}` });
  }
  return due;
}

/** One line of a reminder e-mail. */
export function reminderLine(reminder: DisclosureReminder, formatDay: (isoDay: string) => string): string {
  if (reminder.reason === 'annualReportDue') return `- ${reminder.title}: the annual report for this year is not up yet; it must be on your site by ${formatDay(reminder.dueOn)}.`;
  if (reminder.daysLeft === 0) return `- ${reminder.title}: valid until ${formatDay(reminder.validUntil)}, which is today. Please upload the renewed document.`;
  return `- ${reminder.title}: valid until ${formatDay(reminder.validUntil)}, in ${reminder.daysLeft} days. Please upload the renewed document before then.`;
}
