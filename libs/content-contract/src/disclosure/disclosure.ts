/**
 * The Mandatory Public Disclosure of a school (CBSE Affiliation Bye-Laws, Appendix IX, as revised by Circular 1/2026):
 * its parts as the school enters them, its documents, and the board it is affiliated to.
 */

/** The boards a school may be affiliated to (the Profile's board select). */
export const BOARDS = ['CBSE', 'CISCE', 'State board', 'IB', 'Cambridge', 'Other', 'None'] as const;
export type Board = (typeof BOARDS)[number];

export { DISCLOSURE_PAGE, DISCLOSURE_PAGE_LABEL } from './disclosure-page';

/** The sections of the public page, in the board's order. */
export const DISCLOSURE_SECTIONS = {
  A: 'General information',
  B: 'Documents and information',
  C: 'Result and academics',
  D: 'Staff (teaching)',
  E: 'School infrastructure',
} as const;
export type DisclosureSectionLetter = keyof typeof DISCLOSURE_SECTIONS;

/** The documents the format asks for, each as CBSE words it, in the board's order, with the section it is listed in. */
export const DISCLOSURE_DOCUMENTS = [
  { kind: 'affiliation-letter', section: 'B', title: 'Copies of affiliation/upgradation letter and recent extension of affiliation, if any' },
  { kind: 'society-registration', section: 'B', title: 'Copies of societies/trust/company registration/renewal certificate, as applicable' },
  { kind: 'noc', section: 'B', title: 'Copy of no objection certificate (NOC) issued, if applicable, by the State Govt./UT' },
  { kind: 'recognition-certificate', section: 'B', title: 'Copies of recognition certificate under RTE Act, 2009, and its renewal if applicable' },
  { kind: 'building-safety-certificate', section: 'B', title: 'Copy of valid building safety certificate as per the National Building Code' },
  { kind: 'fire-safety-certificate', section: 'B', title: 'Copy of valid fire safety certificate issued by the competent authority' },
  {
    kind: 'deo-certificate',
    section: 'B',
    title: 'Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school',
  },
  { kind: 'water-health-sanitation-certificates', section: 'B', title: 'Copies of valid water, health and sanitation certificates' },
  { kind: 'fee-structure', section: 'C', title: 'Fee structure of the school' },
  { kind: 'academic-calendar', section: 'C', title: 'Annual academic calendar' },
  { kind: 'smc-list', section: 'C', title: 'List of School Management Committee (SMC)' },
  { kind: 'pta-list', section: 'C', title: "List of Parents Teachers Association (PTA) members" },
  { kind: 'annual-report', section: 'C', title: 'Annual report of the school' },
] as const satisfies readonly { kind: string; section: DisclosureSectionLetter; title: string }[];

export type DisclosureDocumentKind = (typeof DISCLOSURE_DOCUMENTS)[number]['kind'];
export const DISCLOSURE_DOCUMENT_KINDS: readonly DisclosureDocumentKind[] = DISCLOSURE_DOCUMENTS.map((d) => d.kind);

export function isDisclosureDocumentKind(kind: string): kind is DisclosureDocumentKind {
  return (DISCLOSURE_DOCUMENT_KINDS as readonly string[]).includes(kind);
}

/** CBSE's title of a document kind. */
export function disclosureDocumentTitle(kind: DisclosureDocumentKind): string {
  return DISCLOSURE_DOCUMENTS.find((d) => d.kind === kind)?.title ?? kind;
}

/** Section A. Every field is text as the school typed it ('' or absent: not given yet). */
export interface DisclosureGeneral {
  schoolName: string;
  affiliationNumber: string;
  schoolCode: string;
  udiseCode: string;
  address: string;
  pinCode: string;
  principalName: string;
  principalQualification: string;
  email: string;
  phone: string;
}
export const DISCLOSURE_GENERAL_FIELDS = [
  'schoolName',
  'affiliationNumber',
  'schoolCode',
  'udiseCode',
  'address',
  'pinCode',
  'principalName',
  'principalQualification',
  'email',
  'phone',
] as const satisfies readonly (keyof DisclosureGeneral)[];

/** Labels of section A's fields, as the dashboard shows them and messages name them. */
export const DISCLOSURE_GENERAL_LABELS: Record<keyof DisclosureGeneral, string> = {
  schoolName: 'Name of the school',
  affiliationNumber: 'Affiliation number',
  schoolCode: 'School code',
  udiseCode: 'UDISE+ code',
  address: 'Complete address',
  pinCode: 'PIN code',
  principalName: 'Principal name',
  principalQualification: "Principal's qualification",
  email: 'School e-mail',
  phone: 'Contact number',
};

export type BoardClass = 'X' | 'XII';

/** One row of the board results: a year's class X or XII (the pass percentage is computed, never typed). */
export interface BoardResult {
  year: number;
  className: BoardClass;
  registered: number;
  passed: number;
  remarks?: string;
}

export interface DisclosureAcademics {
  boardResults: BoardResult[];
}

/** Section D: counts of staff; the teacher-section ratio is computed from `sections` when given, else typed. */
export interface DisclosureStaff {
  principal?: number;
  vicePrincipal?: number;
  pgt?: number;
  tgt?: number;
  prt?: number;
  ntt?: number;
  specialEducator?: number;
  counsellor?: number;
  sections?: number;
  teacherSectionRatio?: number;
}
export const DISCLOSURE_STAFF_COUNTS = ['principal', 'vicePrincipal', 'pgt', 'tgt', 'prt', 'ntt', 'specialEducator', 'counsellor'] as const;

export interface RoomsOfAKind {
  count: number;
  sizeSqft: number;
}

/** Section E. */
export interface DisclosureInfrastructure {
  campusAreaSqm?: number;
  classrooms?: RoomsOfAKind;
  laboratories?: RoomsOfAKind;
  library?: { sizeSqft: number };
  computers?: number;
  internet?: boolean;
  girlsToilets?: number;
  boysToilets?: number;
  /** A YouTube link to the video of the school's inspection. */
  inspectionVideoUrl?: string;
}
export const DISCLOSURE_INFRASTRUCTURE_FIELDS = [
  'campusAreaSqm',
  'classrooms',
  'laboratories',
  'library',
  'computers',
  'internet',
  'girlsToilets',
  'boysToilets',
  'inspectionVideoUrl',
] as const satisfies readonly (keyof DisclosureInfrastructure)[];

/** A document as stored: its file, its size, and the dates it carries (ISO dates, YYYY-MM-DD). */
export interface DisclosureFile {
  url: string;
  sizeBytes: number;
  issuedOn: string;
  validUntil?: string;
  /** ISO date-time of the upload, and the user ID of the admin who made it. */
  uploadedAt: string;
  uploadedBy: string;
}

/** A document that was replaced, kept in the record (who replaced it, when) for a year. */
export interface ReplacedDisclosureFile extends DisclosureFile {
  kind: DisclosureDocumentKind;
  replacedAt: string;
  replacedBy: string;
}

/** How long a replaced document stays in the record. */
export const REPLACED_DOCUMENT_KEPT_DAYS = 365;

/** The disclosure as stored with the site. */
export interface StoredDisclosure {
  general?: Partial<DisclosureGeneral>;
  academics?: DisclosureAcademics;
  staff?: DisclosureStaff;
  infrastructure?: DisclosureInfrastructure;
  documents?: Partial<Record<DisclosureDocumentKind, DisclosureFile>>;
  replaced?: ReplacedDisclosureFile[];
  /** ISO date-time of the last change. */
  updatedAt: string;
}

/** A document as visitors see it: only documents whose file is there. */
export interface PublicDisclosureDocument {
  kind: DisclosureDocumentKind;
  title: string;
  fileUrl: { url: string };
  sizeBytes: number;
  issuedOn: string;
  validUntil?: string;
}

/** What visitors see of the disclosure (SiteContent.disclosure). */
export interface PublicDisclosure {
  board?: Board;
  general: Partial<DisclosureGeneral>;
  academics: DisclosureAcademics;
  staff: DisclosureStaff;
  infrastructure: DisclosureInfrastructure;
  documents: PublicDisclosureDocument[];
  updatedAt: string;
}

/** The dashboard's page of the disclosure (its menu item "Mandatory Disclosure"). */
export const DISCLOSURE_DASHBOARD_ROUTE = '/dashboard/mandatory-disclosure';
export const DISCLOSURE_DASHBOARD_LABEL = 'Mandatory Disclosure';
