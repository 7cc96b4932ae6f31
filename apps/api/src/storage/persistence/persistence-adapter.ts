import type { AccountRepository } from './account.repository';
import type { CounterRepository } from './counter.repository';
import type { FileOwnerRepository } from './file-owner.repository';
import type { LeaseRepository } from './lease.repository';
import type { LimitCounter } from './limit-counter';
import type { OneTimeCodeRepository } from './one-time-code.repository';
import type { RegistrationRepository } from './registration.repository';
import type { SessionRepository } from './session.repository';
import type { SiteAddressRepository } from './site-address.repository';
import type { SiteRepository } from './site.repository';

/** Everything one database offers the platform; each adapter (SQLite, MongoDB) builds all of it. */
export interface PersistenceAdapter {
  readonly name: 'sqlite' | 'mongodb';
  readonly accounts: AccountRepository;
  readonly sites: SiteRepository;
  readonly sessions: SessionRepository;
  readonly codes: OneTimeCodeRepository;
  readonly counters: CounterRepository;
  readonly fileOwners: FileOwnerRepository;
  readonly siteAddresses: SiteAddressRepository;
  readonly registrations: RegistrationRepository;
  readonly limits: LimitCounter;
  readonly leases: LeaseRepository;
  /** Settles once search answers from the whole index (the SQLite index is read into memory after the database opens). */
  readonly searchIndexLoaded: Promise<void>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
