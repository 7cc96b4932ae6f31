import type { Notice } from '@schoolpage/content-contract';
import { timeOf } from './time-of';

/** Notices sorted by upload date, the newest first; a notice without a readable date goes last. */
export function noticesNewestFirst(notices: readonly Notice[]): Notice[] {
  return [...notices].sort((a, b) => timeOf(b.uploadDate, -Infinity) - timeOf(a.uploadDate, -Infinity));
}
