/** What is counted: the whole site, and each page, referrer domain, device class, country and search words. */
export type VisitKind = 'total' | 'page' | 'referrer' | 'device' | 'country' | 'search';

/** One counted thing of one school on one day (`key` is '' for the total). */
export interface VisitFigureKey {
  organizationId: string;
  day: string;
  kind: VisitKind;
  key: string;
}

export interface VisitFigureRow extends VisitFigureKey {
  views: number;
  visitors: number;
}

/** One flush of the counter: views to add, and the visitors seen (each counted once a day, on its things). */
export interface VisitBatch {
  views: (VisitFigureKey & { views: number })[];
  /** A visitor's daily hash (salted, the salt forgotten after the day), its day, and the things its first view counted. */
  visitors: { hash: string; day: string; figures: VisitFigureKey[] }[];
}

/**
 * Port: daily aggregates of visits (SQLite tables `visit_figures`, `visits_seen`, `visit_salts`; MongoDB
 * collections of the same names). No address, user agent nor cookie is ever kept: only counts, and for the
 * current day the visitors' salted hashes and the salt, both forgotten when the day is over.
 */
export abstract class VisitStore {
  /** The day's salt, made once across every instance. */
  abstract saltOf(day: string): Promise<string>;
  /** Adds a batch in one write: views, and visitors not seen before that day. */
  abstract record(batch: VisitBatch): Promise<void>;
  /** The school's figures of the days `from`..`to` (YYYY-MM-DD, both included). */
  abstract figures(organizationId: string, from: string, to: string): Promise<VisitFigureRow[]>;
  /** Forgets the salts and visitors' hashes of the days before `day`. */
  abstract forgetBefore(day: string): Promise<void>;
}
