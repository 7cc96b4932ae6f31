import type { SitePageEntry } from './site-page-entry';
import { DISCLOSURE_DOCUMENTS, type Board, type PublicDisclosure, type StoredDisclosure } from './disclosure';
import { DISCLOSURE_PAGE, DISCLOSURE_PAGE_LABEL } from './disclosure-page';

/** What visitors may see of a stored disclosure: its parts, and the documents whose file is there (no record of replaced ones, no names of admins). */
export function publicDisclosure(stored: StoredDisclosure, board: Board | undefined): PublicDisclosure {
  const documents = DISCLOSURE_DOCUMENTS.flatMap(({ kind, title }) => {
    const file = stored.documents?.[kind];
    if (!file?.url) return [];
    return [{ kind, title, fileUrl: { url: file.url }, sizeBytes: file.sizeBytes, issuedOn: file.issuedOn, ...(file.validUntil ? { validUntil: file.validUntil } : {}) }];
  });
  return {
    ...(board ? { board } : {}),
    general: stored.general ?? {},
    academics: stored.academics ?? { boardResults: [] },
    staff: stored.staff ?? {},
    infrastructure: stored.infrastructure ?? {},
    documents,
    updatedAt: stored.updatedAt,
  };
}

/** A site's pages with the disclosure page added (last) when the school has one: what its header and footer link to. */
export function pagesWithDisclosure<P extends SitePageEntry>(pages: readonly P[], content: { disclosure?: unknown }): (P | SitePageEntry)[] {
  if (!content.disclosure || pages.some((p) => p.page === DISCLOSURE_PAGE)) return [...pages];
  return [...pages, { label: DISCLOSURE_PAGE_LABEL, page: DISCLOSURE_PAGE }];
}
