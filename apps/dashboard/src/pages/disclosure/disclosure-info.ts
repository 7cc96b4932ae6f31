import type { ApiAnswer } from '@schoolpage/api-client';
import type {
  Board,
  BoardResult,
  DisclosureCompleteness,
  DisclosureDocumentKind,
  DisclosureGeneral,
  DisclosureInfrastructure,
  DisclosureSectionLetter,
  DisclosureStaff,
  DocumentStatus,
} from '@schoolpage/content-contract';

/** One document as `GET /api/dashboard/disclosure` lists it. */
export interface DisclosureDocumentInfo {
  kind: DisclosureDocumentKind;
  title: string;
  section: DisclosureSectionLetter;
  fileUrl: { url: string } | null;
  sizeBytes: number | null;
  issuedOn: string | null;
  validUntil: string | null;
  status: DocumentStatus;
}

/** The `info` of `GET /api/dashboard/disclosure`. */
export interface DisclosureInfo {
  board: Board | null;
  general: Partial<DisclosureGeneral>;
  prefilled: (keyof DisclosureGeneral)[];
  documents: DisclosureDocumentInfo[];
  academics: { boardResults: (BoardResult & { passPercent: number | null })[] };
  staff: DisclosureStaff & { teacherSectionRatio: number | null };
  infrastructure: DisclosureInfrastructure;
  completeness: DisclosureCompleteness;
  updatedAt: string | null;
}

/** The disclosure of an answer (a read, a save, an upload or a removal all answer it whole), or null when it has none. */
export function readDisclosure(body: ApiAnswer): DisclosureInfo | null {
  const info = body.info as Partial<DisclosureInfo> | undefined;
  return info && typeof info === 'object' && Array.isArray(info.documents) && info.completeness ? (info as DisclosureInfo) : null;
}
