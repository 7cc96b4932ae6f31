import type { DomainStatus } from '@schoolpage/content-contract';

/** A school's own domain as kept: one per school. Times in milliseconds since 1970. */
export interface DomainRecordKept {
  organizationId: string;
  hostname: string;
  /** The school's ownership token (the TXT record's value); kept when the school changes its domain. */
  token: string;
  status: DomainStatus;
  problems: string[];
  checkedAt: number | null;
  verifiedAt: number | null;
  /** When the school set this hostname (its pending re-checks are paced from it). */
  setAt?: number;
  /** When a verified domain's records first failed, in the run of failing checks it is in (null: they pass). */
  failingSince?: number | null;
}

/**
 * Schools' own domains (issue #46), in the database in use. Several schools may have the same name pending; only
 * one may have it verified (`save` answers `taken` for a second). Every write is a change of the school's site on
 * the change feed, so every process follows it.
 */
export abstract class DomainStore {
  abstract of(organizationId: string): Promise<DomainRecordKept | undefined>;
  /** Sets or replaces the school's domain; `taken` (and nothing changed) when another school has this name verified. */
  abstract save(record: DomainRecordKept): Promise<'saved' | 'taken'>;
  abstract remove(organizationId: string): Promise<boolean>;
  /** The school that has `hostname` verified, if any. */
  abstract verifiedHolder(hostname: string): Promise<string | undefined>;
  /** Every verified domain. */
  abstract allVerified(): Promise<DomainRecordKept[]>;
  /** Every school's domain, whatever its status (the automatic re-checks pick those due). */
  abstract all(): Promise<DomainRecordKept[]>;
}
