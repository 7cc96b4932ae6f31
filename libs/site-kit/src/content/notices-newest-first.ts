import type { Notice } from '@schoolpage/content-contract';
import { timeOf } from './time-of';

/** A notice's date: its own when the school gave one, else its upload's. */
export const noticeDate = (notice: Pick<Notice, 'date' | 'uploadDate'>) => notice.date || notice.uploadDate;

/** Notices sorted by their date, the newest first; a notice without a readable date goes last. */
export function noticesNewestFirst(notices: readonly Notice[]): Notice[] {
  return [...notices].sort((a, b) => timeOf(noticeDate(b), -Infinity) - timeOf(noticeDate(a), -Infinity));
}
