import type { PersistenceAdapter } from '../persistence-adapter';
import { SqliteAccountRepository } from './sqlite-account.repository';
import { SqliteActivityRepository } from './sqlite-activity.repository';
import { SqliteApprovalRepository } from './sqlite-approval.repository';
import { SqliteCounterRepository } from './sqlite-counter.repository';
import { openSqliteDatabase } from './sqlite-database';
import { SqliteFileOwnerRepository } from './sqlite-file-owner.repository';
import { SqliteLeaseRepository } from './sqlite-lease.repository';
import { SqliteInvitationRepository } from './sqlite-invitation.repository';
import { SqliteLimitCounter } from './sqlite-limit-counter';
import { SqliteMemberRepository } from './sqlite-member.repository';
import { SqliteSiteAddressRepository } from './sqlite-site-address.repository';
import { SqliteOneTimeCodeRepository } from './sqlite-one-time-code.repository';
import { SqliteRegistrationRepository } from './sqlite-registration.repository';
import { SqliteSessionRepository } from './sqlite-session.repository';
import { SqliteSiteRepository } from './sqlite-site.repository';

/** The embedded default: one SQLite file under the data folder. */
export function openSqlitePersistence(file: string): PersistenceAdapter {
  const db = openSqliteDatabase(file);
  const sites = new SqliteSiteRepository(db);
  const accounts = new SqliteAccountRepository(db);
  const addresses = new SqliteSiteAddressRepository(db);
  const members = new SqliteMemberRepository(db);
  return {
    name: 'sqlite',
    database: { kind: 'sqlite', db, sites, addresses },
    accounts,
    sites,
    sessions: new SqliteSessionRepository(db),
    codes: new SqliteOneTimeCodeRepository(db),
    counters: new SqliteCounterRepository(db),
    fileOwners: new SqliteFileOwnerRepository(db),
    siteAddresses: addresses,
    registrations: new SqliteRegistrationRepository(db, accounts, sites, addresses),
    limits: new SqliteLimitCounter(db),
    leases: new SqliteLeaseRepository(db),
    members,
    invitations: new SqliteInvitationRepository(db, accounts, members),
    approvals: new SqliteApprovalRepository(db),
    activity: new SqliteActivityRepository(db),
    async ping() {
      return (db.prepare('SELECT 1 AS ok').get() as { ok: number }).ok === 1;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
