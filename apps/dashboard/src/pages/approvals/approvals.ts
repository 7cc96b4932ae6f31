import type { Approval } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';

/** The inbox as `GET /api/dashboard/approvals` (and each decision) answers it. */
export function readApprovals(body: ApiAnswer): Approval[] {
  return Array.isArray(body.info) ? (body.info as Approval[]).filter((a) => a && typeof a.id === 'string' && Array.isArray(a.changes)) : [];
}

const whenFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export function shownTime(iso: string): string {
  return whenFormat.format(new Date(iso));
}

/** An item's fields as "name: value" lines, without ids and stored file details. */
export function itemLines(item: unknown): string[] {
  if (item === null || item === undefined) return [];
  if (typeof item !== 'object') return [shown(item)];
  return Object.entries(item as Record<string, unknown>)
    .filter(([key, value]) => key !== 'id' && value !== '' && value !== null && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${key}: ${shown(value)}`);
}

/** A stored value as text: a file as its address, a list or object as JSON. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const url = (value as { url?: unknown } | null)?.url;
  return typeof url === 'string' ? url : JSON.stringify(value);
}

export const STATUS_WORDS: Record<Approval['status'], string> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' };
