import { addDays, daysFromTo, DEVICE_CLASSES, type DeviceClass, type VisitorFigures } from '@schoolpage/content-contract';
import type { VisitFigureRow, VisitKind } from './visit-store';

const TOP = 10;

/** The biggest `count` of a kind, biggest first (then by name). */
function top(rows: readonly VisitFigureRow[], kind: VisitKind, count: 'views' | 'visitors'): { key: string; value: number }[] {
  const sums = new Map<string, number>();
  for (const row of rows) if (row.kind === kind) sums.set(row.key, (sums.get(row.key) ?? 0) + row[count]);
  return [...sums.entries()]
    .map(([key, value]) => ({ key, value }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
    .slice(0, TOP);
}

const totalsOf = (rows: readonly VisitFigureRow[]) =>
  rows.filter((r) => r.kind === 'total').reduce((sum, r) => ({ visitors: sum.visitors + r.visitors, views: sum.views + r.views }), { visitors: 0, views: 0 });

/**
 * The school's figures for `from`..`to` out of its daily rows (`rows` of those days and `previousRows` of as many
 * days just before): totals, one entry per day (0 where nothing was counted), top pages, referrers, devices,
 * countries and search words. A visitor is counted once a day; over several days, daily visitors are added up.
 */
export function visitorFigures(from: string, to: string, rows: readonly VisitFigureRow[], previousRows: readonly VisitFigureRow[]): VisitorFigures {
  const days = daysFromTo(from, to);
  const byDay = new Map(rows.filter((r) => r.kind === 'total').map((r) => [r.day, r]));
  const devices = new Map(top(rows, 'device', 'visitors').map(({ key, value }) => [key, value]));
  return {
    from,
    to,
    totals: totalsOf(rows),
    previous: { ...totalsOf(previousRows), from: addDays(from, -days.length), to: addDays(from, -1) },
    daily: days.map((day) => ({ day, visitors: byDay.get(day)?.visitors ?? 0, views: byDay.get(day)?.views ?? 0 })),
    pages: top(rows, 'page', 'views').map(({ key, value }) => ({ page: key, views: value })),
    referrers: top(rows, 'referrer', 'visitors').map(({ key, value }) => ({ domain: key, visitors: value })),
    devices: DEVICE_CLASSES.map((device: DeviceClass) => ({ device, visitors: devices.get(device) ?? 0 })),
    countries: top(rows, 'country', 'visitors').map(({ key, value }) => ({ country: key, visitors: value })),
    searchWords: top(rows, 'search', 'views').map(({ key, value }) => ({ words: key, visits: value })),
  };
}
