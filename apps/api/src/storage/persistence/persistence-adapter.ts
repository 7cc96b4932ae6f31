import type { AccountRepository } from './account.repository';
import type { ActivityRepository } from './activity.repository';
import type { ApprovalRepository } from './approval.repository';
import type { CounterRepository } from './counter.repository';
import type { MongoModels } from './mongo/mongo-models';
import type { MongoSiteRepository } from './mongo/mongo-site.repository';
import type { FileOwnerRepository } from './file-owner.repository';
import type { LeaseRepository } from './lease.repository';
import type { InvitationRepository } from './invitation.repository';
import type { LimitCounter } from './limit-counter';
import type { MemberRepository } from './member.repository';
import type { OneTimeCodeRepository } from './one-time-code.repository';
import type { RegistrationRepository } from './registration.repository';
import type { SessionRepository } from './session.repository';
import type { SiteAddressRepository } from './site-address.repository';
import type { SiteRepository } from './site.repository';
import type { SqliteDatabase } from './sqlite/sqlite-database';
import type { SqliteSiteAddressRepository } from './sqlite/sqlite-site-address.repository';
import type { SqliteSiteRepository } from './sqlite/sqlite-site.repository';

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
  readonly members: MemberRepository;
  readonly invitations: InvitationRepository;
  readonly approvals: ApprovalRepository;
  readonly activity: ActivityRepository;
  /**
   * The database itself, for what other folders keep in it beside the sites (search's rows, the visitors'
   * answers, the change feed): their own adapters write there, following each site written and address
   * claimed (`follow`).
   */
  readonly database:
    | { kind: 'sqlite'; db: SqliteDatabase; sites: SqliteSiteRepository; addresses: SqliteSiteAddressRepository }
    | { kind: 'mongodb'; models: MongoModels; sites: MongoSiteRepository };
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
