import type { DisclosureFile, StoredDisclosure } from './disclosure';
import { remindersDue } from './disclosure-reminders';

const file = (issuedOn: string, validUntil?: string): DisclosureFile => ({ url: '/api/files/x.pdf', sizeBytes: 10, issuedOn, validUntil, uploadedAt: '2026-01-01T00:00:00.000Z', uploadedBy: 'a' });
const disclosure = (documents: StoredDisclosure['documents']): StoredDisclosure => ({ documents, updatedAt: '2026-01-01T00:00:00.000Z' });

describe('the reminder schedule', () => {
  const fire = disclosure({ 'fire-safety-certificate': file('2026-01-01', '2026-12-31') });
  const due = (today: string, d = fire, board: 'CBSE' | 'IB' = 'CBSE') => remindersDue(d, board, today).map((r) => (r.reason === 'expires' ? `${r.kind} ${r.daysLeft}` : r.kind));

  it.each([
    ['2026-11-01', ['fire-safety-certificate 60']],
    ['2026-11-02', []],
    ['2026-12-01', ['fire-safety-certificate 30']],
    ['2026-12-24', ['fire-safety-certificate 7']],
    ['2026-12-31', ['fire-safety-certificate 0']],
    ['2027-01-01', []],
  ])('on %s: %o', (today, expected) => {
    expect(due(today)).toEqual(expected);
  });

  it("reminds a CBSE school of the year's annual report every 7 days from 15 August until it is up", () => {
    const none = disclosure({});
    expect(due('2026-08-14', none)).toEqual([]);
    expect(due('2026-08-15', none)).toEqual(['annual-report']);
    expect(due('2026-08-16', none)).toEqual([]);
    expect(due('2026-08-22', none)).toEqual(['annual-report']);
    expect(due('2026-08-22', none, 'IB')).toEqual([]);
    expect(due('2026-08-22', disclosure({ 'annual-report': file('2025-06-01') }))).toEqual(['annual-report']);
    expect(due('2026-08-22', disclosure({ 'annual-report': file('2026-08-20') }))).toEqual([]);
  });
});
