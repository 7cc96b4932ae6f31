import type { PersistenceAdapter } from '../persistence-adapter';
import { MongoAccountRepository } from './mongo-account.repository';
import { MongoActivityRepository } from './mongo-activity.repository';
import { MongoApprovalRepository } from './mongo-approval.repository';
import { MongoCounterRepository } from './mongo-counter.repository';
import { answersPing, connectMongo } from './mongo-connection';
import { MongoFileOwnerRepository } from './mongo-file-owner.repository';
import { MongoLeaseRepository } from './mongo-lease.repository';
import { MongoInvitationRepository } from './mongo-invitation.repository';
import { MongoLimitCounter } from './mongo-limit-counter';
import { MongoMemberRepository } from './mongo-member.repository';
import { defineMongoModels } from './mongo-models';
import { MongoOneTimeCodeRepository } from './mongo-one-time-code.repository';
import { MongoRegistrationRepository } from './mongo-registration.repository';
import { MongoSessionRepository } from './mongo-session.repository';
import { MongoSiteAddressRepository } from './mongo-site-address.repository';
import { MongoSiteRepository } from './mongo-site.repository';

/** The production adapter: MongoDB (a replica set in infra/) through Mongoose. */
export async function openMongoPersistence(uri: string): Promise<PersistenceAdapter> {
  // Indexes and backfills are the migrate step's (mongo-migrations.ts), run once per deploy, not at every start.
  const connection = await connectMongo(uri);
  const models = defineMongoModels(connection);
  const sites = new MongoSiteRepository(models);
  const accounts = new MongoAccountRepository(models);
  const siteAddresses = new MongoSiteAddressRepository(models);
  const members = new MongoMemberRepository(models);
  return {
    name: 'mongodb',
    database: { kind: 'mongodb', models, sites },
    accounts,
    sites,
    sessions: new MongoSessionRepository(models),
    codes: new MongoOneTimeCodeRepository(models),
    counters: new MongoCounterRepository(models),
    fileOwners: new MongoFileOwnerRepository(models),
    siteAddresses,
    registrations: new MongoRegistrationRepository(models, accounts, sites, siteAddresses),
    limits: new MongoLimitCounter(models),
    leases: new MongoLeaseRepository(models),
    members,
    invitations: new MongoInvitationRepository(models, accounts, members),
    approvals: new MongoApprovalRepository(models),
    activity: new MongoActivityRepository(models),
    ping: () => answersPing(connection),
    async close() {
      await connection.close();
    },
  };
}
