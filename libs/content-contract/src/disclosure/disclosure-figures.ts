import {
  DISCLOSURE_DOCUMENTS,
  DISCLOSURE_GENERAL_FIELDS,
  DISCLOSURE_INFRASTRUCTURE_FIELDS,
  DISCLOSURE_STAFF_COUNTS,
  type BoardResult,
  type DisclosureDocumentKind,
  type DisclosureStaff,
  DISCLOSURE_GENERAL_LABELS,
  type StoredDisclosure,
} from './disclosure';

/** A document within this many days of its `validUntil` is "expiring". */
export const EXPIRING_WITHIN_DAYS = 60;
/** Results the format asks for: the last three years. */
export const RESULT_YEARS_ASKED = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDay: string) => Math.floor(Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))) / DAY_MS);

/** Days from `from` to `to` (ISO days, YYYY-MM-DD): 1 for the next day, negative for a day before. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The pass percentage of a result row, to one decimal place; undefined when nobody was registered. */
export function passPercent(result: Pick<BoardResult, 'registered' | 'passed'>): number | undefined {
  if (!(result.registered > 0)) return undefined;
  return Math.round((result.passed / result.registered) * 1000) / 10;
}

/** Teachers (PGT + TGT + PRT) per section, to two decimal places, when `sections` is given; else the ratio the school typed. */
export function teacherSectionRatio(staff: DisclosureStaff): number | undefined {
  if (staff.sections && staff.sections > 0) {
    const teachers = (staff.pgt ?? 0) + (staff.tgt ?? 0) + (staff.prt ?? 0);
    return Math.round((teachers / staff.sections) * 100) / 100;
  }
  return staff.teacherSectionRatio;
}

export type DocumentStatus = 'missing' | 'valid' | 'expiring' | 'expired';

/** A document's state on `today` (YYYY-MM-DD): valid through its `validUntil` day, expiring within 60 days of it. */
export function documentStatus(document: { validUntil?: string } | undefined, today: string): DocumentStatus {
  if (!document) return 'missing';
  if (!document.validUntil) return 'valid';
  const left = daysBetween(today, document.validUntil);
  if (left < 0) return 'expired';
  return left <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid';
}

/** One item the format asks for, named for the checklist; `id` is also the id of its field in the dashboard. */
export interface DisclosureItem {
  id: string;
  label: string;
}

export interface DisclosureCompleteness {
  /** Items given (documents there and not expired) out of every item the format asks for, 0..100. */
  percent: number;
  missing: DisclosureItem[];
  expiring: (DisclosureItem & { validUntil: string })[];
  expired: (DisclosureItem & { validUntil: string })[];
}

const STAFF_LABELS: Record<(typeof DISCLOSURE_STAFF_COUNTS)[number] | 'teacherSectionRatio', string> = {
  principal: 'Principal',
  vicePrincipal: 'Vice principal',
  pgt: 'Post graduate teachers (PGT)',
  tgt: 'Trained graduate teachers (TGT)',
  prt: 'Primary teachers (PRT)',
  ntt: 'Nursery teachers (NTT)',
  specialEducator: 'Special educator',
  counsellor: 'Counsellor and wellness teacher',
  teacherSectionRatio: 'Teacher-section ratio',
};
export const DISCLOSURE_STAFF_LABELS = STAFF_LABELS;

export const DISCLOSURE_INFRASTRUCTURE_LABELS: Record<(typeof DISCLOSURE_INFRASTRUCTURE_FIELDS)[number], string> = {
  campusAreaSqm: 'Total campus area (sq m)',
  classrooms: 'Number and size of classrooms (sq ft)',
  laboratories: 'Number and size of laboratories, computer labs included (sq ft)',
  library: 'Size of the library (sq ft)',
  computers: 'Number of computers',
  internet: 'Internet facility',
  girlsToilets: "Number of girls' toilets",
  boysToilets: "Number of boys' toilets",
  inspectionVideoUrl: 'YouTube video of the inspection of the school',
};

export const BOARD_RESULTS_LABEL = `Board examination results of the last ${RESULT_YEARS_ASKED} years`;

/** Whether the results cover three different years. */
function resultsComplete(results: readonly BoardResult[] | undefined): boolean {
  return new Set((results ?? []).map((row) => row.year)).size >= RESULT_YEARS_ASKED;
}

/** Every item the format asks for, in the board's order, and whether the disclosure gives it (documents: their file). */
function askedItems(disclosure: StoredDisclosure | undefined): { item: DisclosureItem; given: boolean; kind?: DisclosureDocumentKind }[] {
  const general = disclosure?.general ?? {};
  const staff = disclosure?.staff ?? {};
  const infrastructure = disclosure?.infrastructure ?? {};
  return [
    ...DISCLOSURE_GENERAL_FIELDS.map((field) => ({ item: { id: `general.${field}`, label: DISCLOSURE_GENERAL_LABELS[field] }, given: Boolean(general[field]?.trim()) })),
    ...DISCLOSURE_DOCUMENTS.map(({ kind, title }) => ({ item: { id: `documents.${kind}`, label: title }, given: Boolean(disclosure?.documents?.[kind]), kind })),
    { item: { id: 'academics.boardResults', label: BOARD_RESULTS_LABEL }, given: resultsComplete(disclosure?.academics?.boardResults) },
    ...DISCLOSURE_STAFF_COUNTS.map((field) => ({ item: { id: `staff.${field}`, label: STAFF_LABELS[field] }, given: staff[field] !== undefined })),
    { item: { id: 'staff.teacherSectionRatio', label: STAFF_LABELS.teacherSectionRatio }, given: teacherSectionRatio(staff) !== undefined },
    ...DISCLOSURE_INFRASTRUCTURE_FIELDS.map((field) => ({
      item: { id: `infrastructure.${field}`, label: DISCLOSURE_INFRASTRUCTURE_LABELS[field] },
      given: infrastructure[field] !== undefined && infrastructure[field] !== '',
    })),
  ];
}

/** How complete the disclosure is on `today`: an expired document counts as not given; an expiring one as given. */
export function disclosureCompleteness(disclosure: StoredDisclosure | undefined, today: string): DisclosureCompleteness {
  const items = askedItems(disclosure);
  const result: DisclosureCompleteness = { percent: 0, missing: [], expiring: [], expired: [] };
  let done = 0;
  for (const { item, given, kind } of items) {
    if (!given) {
      result.missing.push(item);
      continue;
    }
    const document = kind ? disclosure?.documents?.[kind] : undefined;
    const status = documentStatus(document ?? {}, today);
    if (document?.validUntil && status === 'expired') {
      result.expired.push({ ...item, validUntil: document.validUntil });
      continue;
    }
    if (document?.validUntil && status === 'expiring') result.expiring.push({ ...item, validUntil: document.validUntil });
    done++;
  }
  result.percent = Math.floor((done / items.length) * 100);
  return result;
}

/** How many items the format asks for. */
export const DISCLOSURE_ITEM_COUNT = askedItems(undefined).length;

/** The documents of a disclosure that have expired on `today`, in the board's order. */
export function expiredDisclosureDocuments(disclosure: StoredDisclosure | undefined, today: string): { kind: DisclosureDocumentKind; title: string; validUntil: string }[] {
  return DISCLOSURE_DOCUMENTS.flatMap(({ kind, title }) => {
    const validUntil = disclosure?.documents?.[kind]?.validUntil;
    return validUntil && documentStatus({ validUntil }, today) === 'expired' ? [{ kind, title, validUntil }] : [];
  });
}
