import type { AccountRecord } from '../account.repository';
import { RegistrationRepository, type RegistrationOutcome } from '../registration.repository';
import type { SiteDraft } from '../site.repository';
import type { SqliteAccountRepository } from './sqlite-account.repository';
import type { SqliteDatabase } from './sqlite-database';
import type { SqliteSiteAddressRepository } from './sqlite-site-address.repository';
import type { SqliteSiteRepository } from './sqlite-site.repository';

/** Thrown inside the transaction to roll it back when the slug is taken. */
class SlugTaken extends Error {}

/** Sign-up in one SQLite transaction, through the adapter's own repositories. */
export class SqliteRegistrationRepository extends RegistrationRepository {
  private readonly inOneTransaction: (account: AccountRecord, site: SiteDraft, slug: string, now: number) => RegistrationOutcome;

  constructor(db: SqliteDatabase, accounts: SqliteAccountRepository, sites: SqliteSiteRepository, addresses: SqliteSiteAddressRepository) {
    super();
    this.inOneTransaction = db.transaction((account: AccountRecord, site: SiteDraft, slug: string, now: number): RegistrationOutcome => {
      const created = accounts.insert(account);
      if (created !== 'created') return created;
      if (addresses.claimAt(account.id, slug, now) === 'taken') throw new SlugTaken();
      sites.insert(site);
      return 'created';
    });
  }

  async register(account: AccountRecord, site: SiteDraft, slug: string): Promise<RegistrationOutcome> {
    try {
      return this.inOneTransaction(account, site, slug, Date.now());
    } catch (error) {
      if (error instanceof SlugTaken) return 'slugTaken';
      throw error;
    }
  }
}
