import type { AccountRecord } from '../account.repository';
import { RegistrationRepository, type RegistrationOutcome } from '../registration.repository';
import type { SiteDraft } from '../site.repository';
import type { MongoAccountRepository } from './mongo-account.repository';
import type { MongoModels } from './mongo-models';
import type { MongoSiteAddressRepository } from './mongo-site-address.repository';
import type { MongoSiteRepository } from './mongo-site.repository';

/** Thrown inside the transaction to abort it, carrying why. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<RegistrationOutcome, 'created'>) {
    super(outcome);
  }
}

/** Sign-up in one MongoDB transaction (a replica set), through the adapter's own repositories. */
export class MongoRegistrationRepository extends RegistrationRepository {
  constructor(
    private readonly models: MongoModels,
    private readonly accounts: MongoAccountRepository,
    private readonly sites: MongoSiteRepository,
    private readonly addresses: MongoSiteAddressRepository,
  ) {
    super();
  }

  async register(account: AccountRecord, site: SiteDraft, slug: string): Promise<RegistrationOutcome> {
    try {
      await this.models.accounts.db.transaction(async (session) => {
        const created = await this.accounts.create(account, session);
        if (created !== 'created') throw new Refused(created);
        if ((await this.addresses.claim(account.id, slug, session)) === 'taken') throw new Refused('slugTaken');
        await this.sites.create(site, session);
      });
      await this.sites.written(site);
      return 'created';
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      throw error;
    }
  }
}
