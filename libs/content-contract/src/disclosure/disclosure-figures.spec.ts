import { DISCLOSURE_DOCUMENT_KINDS, type DisclosureFile, type StoredDisclosure } from './disclosure';
import { daysBetween, disclosureCompleteness, DISCLOSURE_ITEM_COUNT, documentStatus, passPercent, teacherSectionRatio } from './disclosure-figures';
import { pagesWithDisclosure, publicDisclosure } from './public-disclosure';
import { FULL_DISCLOSURE_PARTS } from '../sample/sample-disclosure';

const file = (validUntil?: string): DisclosureFile => ({
  url: '/api/files/a.pdf',
  sizeBytes: 1000,
  issuedOn: '2026-04-01',
  uploadedAt: '2026-04-02T10:00:00.000Z',
  uploadedBy: 'hillschool',
  ...(validUntil ? { validUntil } : {}),
});

/** Every item given: 10 + 13 + 1 + 9 + 9 = 42. */
function complete(): StoredDisclosure {
  return {
    ...(JSON.parse(JSON.stringify(FULL_DISCLOSURE_PARTS)) as typeof FULL_DISCLOSURE_PARTS),
    documents: Object.fromEntries(DISCLOSURE_DOCUMENT_KINDS.map((kind) => [kind, file()])),
    updatedAt: '2026-04-02T10:00:00.000Z',
  };
}

describe('the figures of a disclosure', () => {
  it('computes the pass percentage to one decimal, and none for nobody registered', () => {
    expect(passPercent({ registered: 48, passed: 47 })).toBe(97.9);
    expect(passPercent({ registered: 40, passed: 40 })).toBe(100);
    expect(passPercent({ registered: 0, passed: 0 })).toBeUndefined();
  });

  it('computes teachers (PGT, TGT, PRT) per section when sections are given, else takes the typed ratio', () => {
    expect(teacherSectionRatio({ pgt: 10, tgt: 12, prt: 14, ntt: 9, sections: 24 })).toBe(1.5);
    expect(teacherSectionRatio({ pgt: 10, tgt: 10, sections: 3 })).toBe(6.67);
    expect(teacherSectionRatio({ pgt: 10, teacherSectionRatio: 1.4 })).toBe(1.4);
    expect(teacherSectionRatio({ pgt: 10 })).toBeUndefined();
  });

  it.each([
    [undefined, '2026-11-26', 'missing'],
    [{}, '2026-11-26', 'valid'],
    [{ validUntil: '2027-03-31' }, '2026-11-26', 'valid'],
    [{ validUntil: '2027-01-25' }, '2026-11-26', 'expiring'],
    [{ validUntil: '2027-01-26' }, '2026-11-26', 'valid'],
    [{ validUntil: '2026-11-26' }, '2026-11-26', 'expiring'],
    [{ validUntil: '2026-11-25' }, '2026-11-26', 'expired'],
  ] as const)('a document %o on %s is %s', (document, today, status) => {
    expect(documentStatus(document, today)).toBe(status);
  });

  it('counts days between calendar days', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-03-01', '2027-02-28')).toBe(-1);
  });

  it('is 0 % for nothing, 100 % for everything, and counts each item once', () => {
    const empty = disclosureCompleteness(undefined, '2026-11-26');
    expect(DISCLOSURE_ITEM_COUNT).toBe(42);
    expect(empty).toMatchObject({ percent: 0, expiring: [], expired: [] });
    expect(empty.missing).toHaveLength(42);
    expect(empty.missing[0]).toEqual({ id: 'general.schoolName', label: 'Name of the school' });
    expect(disclosureCompleteness(complete(), '2026-11-26')).toEqual({ percent: 100, missing: [], expiring: [], expired: [] });
  });

  it('counts an expiring document as given and an expired one as not, naming both', () => {
    const disclosure = complete();
    disclosure.documents = { ...disclosure.documents, 'fire-safety-certificate': file('2026-12-31'), 'building-safety-certificate': file('2026-11-25') };
    disclosure.general = { ...disclosure.general, udiseCode: '' };
    const completeness = disclosureCompleteness(disclosure, '2026-11-26');
    expect(completeness.percent).toBe(Math.floor((40 / 42) * 100));
    expect(completeness.missing.map((m) => m.id)).toEqual(['general.udiseCode']);
    expect(completeness.expiring).toEqual([expect.objectContaining({ id: 'documents.fire-safety-certificate', validUntil: '2026-12-31' })]);
    expect(completeness.expired).toEqual([expect.objectContaining({ id: 'documents.building-safety-certificate', validUntil: '2026-11-25' })]);
  });

  it('asks for results of three different years', () => {
    const disclosure = complete();
    disclosure.academics = { boardResults: [2024, 2025].flatMap((year) => (['X', 'XII'] as const).map((className) => ({ year, className, registered: 10, passed: 9 }))) };
    expect(disclosureCompleteness(disclosure, '2026-11-26').missing.map((m) => m.id)).toEqual(['academics.boardResults']);
  });

  it('shows visitors only documents whose file is there, without the record of replaced ones', () => {
    const disclosure: StoredDisclosure = {
      documents: { noc: { ...file('2027-03-31'), url: '/api/files/noc.pdf' } },
      replaced: [{ ...file(), kind: 'noc', replacedAt: '2026-05-01T00:00:00.000Z', replacedBy: 'hillschool' }],
      updatedAt: '2026-05-01T00:00:00.000Z',
    };
    const shown = publicDisclosure(disclosure, 'CBSE');
    expect(shown.documents).toEqual([
      { kind: 'noc', title: expect.stringContaining('no objection certificate'), fileUrl: { url: '/api/files/noc.pdf' }, sizeBytes: 1000, issuedOn: '2026-04-01', validUntil: '2027-03-31' },
    ]);
    expect(JSON.stringify(shown)).not.toContain('hillschool');
    expect(shown.board).toBe('CBSE');
  });

  it('adds the disclosure page to the pages of a school that has one', () => {
    const pages = [{ label: 'Home', page: '' }];
    expect(pagesWithDisclosure(pages, {})).toEqual(pages);
    expect(pagesWithDisclosure(pages, { disclosure: publicDisclosure({ updatedAt: '2026-05-01T00:00:00.000Z' }, undefined) })).toEqual([
      ...pages,
      { label: 'Mandatory Public Disclosure', page: 'mandatory-public-disclosure' },
    ]);
  });
});
