import type { MongoModels } from '../../storage/persistence/mongo/mongo-models';
import { MongoSchoolSearch, searchUpdate, typoKeysOf } from './mongo-school-search';

/**
 * The migrate step's part for search (run once per deploy, never at start): published sites saved before search had
 * its own fields get them, and words remembered before typo keys get theirs. Each update applies only while the field
 * is still missing, so a site saved meanwhile (with fresh search fields) is never overwritten with what was read here.
 */
export async function backfillSearchFields(models: MongoModels): Promise<void> {
  const search = new MongoSchoolSearch(models);
  const missing = models.sites
    .find({ isPublish: true, searchName: { $exists: false } })
    .select({ organizationName: 1, address: 1 })
    .lean<{ _id: string; organizationName: string; address: string }[]>()
    .cursor();
  for await (const doc of missing) {
    const site = { published: true, name: doc.organizationName, address: doc.address ?? '' };
    const { modifiedCount } = await models.sites.updateOne({ _id: doc._id, isPublish: true, searchName: { $exists: false } }, { $set: searchUpdate(site).$set });
    if (modifiedCount === 1) await search.remember(site);
  }
  const unkeyed = models.searchWords.find({ typoKeys: { $exists: false } }).select({ _id: 1 }).lean<{ _id: string }[]>().cursor();
  for await (const word of unkeyed) await models.searchWords.updateOne({ _id: word._id, typoKeys: { $exists: false } }, { $set: { typoKeys: typoKeysOf(word._id) } });
}
