/**
 * Port: which site stored each uploaded file. A file belongs to the site that uploaded it; only
 * that site may remove it (files stored before owners were recorded have no record).
 */
export abstract class FileOwnerRepository {
  /** Records that `organizationId` stored the file `key`; the first owner recorded stays the owner. */
  abstract record(key: string, organizationId: string): Promise<void>;
  /** The organisation that stored `key`, or undefined when no owner was recorded. */
  abstract ownerOf(key: string): Promise<string | undefined>;
  /** Drops the record once the file is gone. */
  abstract forget(key: string): Promise<void>;
}
