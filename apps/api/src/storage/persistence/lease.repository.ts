/**
 * Port: leases kept in the store, so background work runs on one instance at a time. A lease has one
 * holder until it runs out; a holder that dies stops renewing it, and another instance then takes over.
 */
export abstract class LeaseRepository {
  /**
   * Holds `name` for `holder` until `now + ttlMs` when it is free, has run out, or is `holder`'s already
   * (a renewal). True when `holder` holds it now.
   */
  abstract acquire(name: string, holder: string, ttlMs: number, now: number): Promise<boolean>;
  /** Gives `name` up when `holder` holds it (another holder's lease is left alone). */
  abstract release(name: string, holder: string): Promise<void>;
}
