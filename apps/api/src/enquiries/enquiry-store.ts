import type { EnquiryFields, EnquiryStatus } from '@schoolpage/content-contract';

/** One stored enquiry (times in epoch milliseconds). */
export interface EnquiryRecord extends EnquiryFields {
  id: string;
  organizationId: string;
  createdAt: number;
  status: EnquiryStatus;
  note: string;
  consentText: string;
}

/** Which of a school's enquiries to list: newest first, one page. */
export interface EnquiryQuery {
  status?: EnquiryStatus;
  classSought?: string;
  skip: number;
  limit: number;
}

/**
 * Port: where enquiries are kept (SQLite table `enquiries`, MongoDB collection `enquiries`). Every read and
 * change names the school, so a school reaches only its own.
 */
export abstract class EnquiryStore {
  abstract add(record: EnquiryRecord): Promise<void>;
  abstract list(organizationId: string, query: EnquiryQuery): Promise<{ items: EnquiryRecord[]; total: number }>;
  /** Every enquiry of the school, newest first (the CSV export). */
  abstract all(organizationId: string): Promise<EnquiryRecord[]>;
  abstract countNew(organizationId: string): Promise<number>;
  /** The changed enquiry, or undefined when the school has none with that id. */
  abstract update(organizationId: string, id: string, change: { status?: EnquiryStatus; note?: string }): Promise<EnquiryRecord | undefined>;
  /** Whether there was one to delete. */
  abstract remove(organizationId: string, id: string): Promise<boolean>;
  /** How many days the school keeps its enquiries, when it has said (otherwise the default applies). */
  abstract retentionOf(organizationId: string): Promise<number | undefined>;
  abstract setRetention(organizationId: string, retentionDays: number): Promise<void>;
  /**
   * Deletes, school by school, every enquiry older than that school's retention at `now` (`defaultDays` for a school
   * that has set none); how many went.
   */
  abstract removeExpired(now: number, defaultDays: number): Promise<number>;
}
