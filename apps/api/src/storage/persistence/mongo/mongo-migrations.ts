import { setTimeout as sleep } from 'node:timers/promises';
import { defaultOffers, timeZoneOfCountry } from '@schoolpage/content-contract';
import { LeasedWork } from '../../leased-work';
import { connectMongo } from './mongo-connection';
import { MongoLeaseRepository } from './mongo-lease.repository';
import { defineMongoModels, type MongoModels } from './mongo-models';
import { SITES_WITHOUT_ADDRESS, unaddressedSites } from './mongo-site-address.repository';

/** A part of the migrate step that another folder owns (search's fields): run after the adapter's own. */
export type MongoMigration = (models: MongoModels) => Promise<void>;

/** Indexes no query of this version uses: removed (an older version running meanwhile does not use them either). */
const UNUSED_INDEXES: { model: keyof MongoModels; name: string }[] = [
  { model: 'sites', name: 'isPublish_1_organizationNameKey_1' },
  // Replaced by { organizationId, at, order }, which lists entries of the same time in the order they were recorded.
  { model: 'activity', name: 'organizationId_1_at_-1' },
];

/** Held while migrating: two migrate steps started together run one after the other. */
const MIGRATION_LEASE = 'migrations';
const MIGRATION_LEASE_MS = 60_000;
const WAIT_FOR_LEASE_MS = 2_000;

/**
 * Brings a MongoDB database up to this version: creates every index the models declare (create only,
 * never drop, so an older version still running during a rolling deploy keeps its indexes), turns expiry
 * times kept as numbers into Dates (for the TTL indexes), and fills fields older documents lack. Safe to
 * run again; run by `node dist/apps/api/main.js migrate` before new instances start.
 */
export async function migrateMongo(uri: string, more: readonly MongoMigration[] = []): Promise<void> {
  const connection = await connectMongo(uri);
  try {
    const models = defineMongoModels(connection);
    const work = new LeasedWork(new MongoLeaseRepository(models));
    for (;;) {
      const migrated = await work.run(MIGRATION_LEASE, { periodMs: MIGRATION_LEASE_MS }, async () => {
        await migrate(models);
        for (const migration of more) await migration(models);
      });
      if (migrated.ran) return;
      await sleep(WAIT_FOR_LEASE_MS);
    }
  } finally {
    await connection.close();
  }
}

async function migrate(models: MongoModels): Promise<void> {
  // Every collection exists before any transaction writes to it (guards, members), and has its indexes.
  const existing = new Set((await models.sites.db.listCollections()).map((c) => c.name));
  for (const model of Object.values(models)) {
    if (!existing.has(model.collection.collectionName)) await model.createCollection();
    await model.createIndexes();
  }
  for (const { model, name } of UNUSED_INDEXES) {
    await models[model].collection.dropIndex(name).catch((error: { codeName?: string }) => {
      if (error.codeName !== 'IndexNotFound' && error.codeName !== 'NamespaceNotFound') throw error;
    });
  }
  // Sessions and codes stored before their expiry was a Date (through the driver: Mongoose would cast the filter to a Date).
  for (const model of [models.sessions, models.codes]) {
    await model.collection.updateMany({ expiresAt: { $type: 'number' } }, [{ $set: { expiresAt: { $toDate: '$expiresAt' } } }]);
  }
  // Every account that registered a school before schools had members is its school's owner (issue #25).
  let batch: { _id: string; createdAt: number }[] = [];
  const ownFounders = async () => {
    if (batch.length === 0) return;
    await models.members.bulkWrite(
      batch.map((a) => ({
        updateOne: {
          filter: { _id: a._id },
          update: { $setOnInsert: { organizationId: a._id, role: 'owner', fullName: '', joinedAt: a.createdAt, lastSeenAt: null, removedAt: null } },
          upsert: true,
        },
      })),
    );
    batch = [];
  };
  for await (const account of models.accounts.find({}, { createdAt: 1 }).lean<{ _id: string; createdAt: number }>().cursor()) {
    batch.push(account);
    if (batch.length === 1000) await ownFounders();
  }
  await ownFounders();
  // Members who joined by invitation are marked, so schools are counted from an index (mongo-account.repository.ts count).
  await models.members.updateMany({ joinedByInvitation: { $exists: false }, $expr: { $ne: ['$organizationId', '$_id'] } }, { $set: { joinedByInvitation: true } });
  // Accepted invitations are kept: their run-out time leaves the TTL index's field (mongo-invitation.repository.ts).
  await models.invitations.updateMany({ acceptedAt: { $ne: null }, expiresAt: { $exists: true } }, { $rename: { expiresAt: 'acceptBy' } });
  // Whether a site still lacks an address (signed up before addresses existed): starts look for them only while one does.
  const unaddressed = (await unaddressedSites(models, 1)).length;
  await models.counters.updateOne({ _id: SITES_WITHOUT_ADDRESS }, { $set: { value: unaddressed } }, { upsert: true });
  // Sites saved before they recorded their last change are dated now.
  await models.sites.updateMany({ updatedAt: { $exists: false } }, { $set: { updatedAt: Date.now() } });
  // Sites saved before What We Offer was the school's own start with the spec's six (the rest of the earlier shapes,
  // e.g. a gallery picture's `alt`, is brought forward as each site is read: stored-content-upgrade.ts).
  await models.sites.updateMany({ content: { $exists: true }, 'content.offers': { $exists: false } }, { $set: { 'content.offers': defaultOffers() } });
  // Sites saved before schools had a time zone get their country's; their kept visitors' answers go (made again with it).
  const withoutZone = { content: { $exists: true }, 'content.timeZone': { $exists: false } };
  for await (const site of models.sites.find(withoutZone, { _id: 1 }).lean<{ _id: string }>().cursor()) {
    const account = await models.accounts.findById(site._id, { country: 1 }).lean<{ country?: string }>();
    await models.sites.updateOne({ _id: site._id, ...withoutZone }, { $set: { 'content.timeZone': timeZoneOfCountry(account?.country) } });
    await models.publishedAnswers.deleteOne({ _id: site._id });
  }
}
