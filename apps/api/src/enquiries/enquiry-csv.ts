import { ENQUIRY_STATUS_LABELS, readablePhone } from '@schoolpage/content-contract';
import { stringify } from 'csv-stringify/sync';
import type { EnquiryRecord } from './enquiry-store';

const COLUMNS = ['Received (UTC)', 'Student', 'Class sought', 'Parent', 'Phone', 'E-mail', 'Message', 'Status', 'Note'];

/** A cell a spreadsheet would run as a formula (=, +, -, @ first) is kept as text (OWASP CSV injection). */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Every enquiry as CSV, UTF-8 with a byte-order mark so Excel reads Hindi (and every other script) right. */
export function enquiriesCsv(enquiries: readonly EnquiryRecord[]): string {
  const rows = enquiries.map((e) =>
    [
      new Date(e.createdAt).toISOString().replace('T', ' ').slice(0, 16),
      e.studentName,
      e.classSought,
      e.parentName,
      readablePhone(e.phone) ?? e.phone,
      e.email,
      e.message,
      ENQUIRY_STATUS_LABELS[e.status],
      e.note,
    ].map(asText),
  );
  return stringify([COLUMNS, ...rows], { bom: true, record_delimiter: 'windows' });
}
