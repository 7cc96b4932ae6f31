import { numberedRange, numbersOf, SiteAddressRepository, type SlugClaim, type UnaddressedSite } from '../site-address.repository';
import type { ClientSession } from 'mongoose';
import { addressesGuard, writeGuard } from './mongo-guard';
import type { MongoModels } from './mongo-models';

interface SiteAddressDocument {
  _id: string;
  organizationId: string;
  claimedAt: number;
}

export class MongoSiteAddressRepository extends SiteAddressRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  /**
   * One transaction decides (the caller's, when `session` is given): the slug's document is created for the
   * organisation, or re-dated when already its own, after the organisation's latest claim.
   */
  async claim(organizationId: string, slug: string, session?: ClientSession): Promise<SlugClaim> {
    try {
      if (session) await this.claimIn(organizationId, slug, session);
      else await this.models.siteAddresses.db.transaction((own) => this.claimIn(organizationId, slug, own));
      return 'claimed';
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      return (await this.holderOf(slug)) === organizationId ? 'claimed' : 'taken';
    }
  }

  /** Claims after the school's addresses guard is written, so two claims at once are dated one after the other. */
  private async claimIn(organizationId: string, slug: string, session: ClientSession): Promise<void> {
    await writeGuard(this.models, addressesGuard(organizationId), session);
    const latest = await this.models.siteAddresses.findOne({ organizationId }).sort({ claimedAt: -1 }).session(session).lean<SiteAddressDocument>();
    const claimedAt = Math.max(Date.now(), (latest?.claimedAt ?? 0) + 1);
    const own = await this.models.siteAddresses.updateOne({ _id: slug, organizationId }, { $set: { claimedAt } }, { session });
    if (own.matchedCount === 0) await this.models.siteAddresses.create([{ _id: slug, organizationId, claimedAt }], { session });
  }

  async holderOf(slug: string): Promise<string | undefined> {
    const doc = await this.models.siteAddresses.findById(slug).lean<SiteAddressDocument>();
    return doc?.organizationId;
  }

  async currentSlug(organizationId: string): Promise<string | undefined> {
    const doc = await this.models.siteAddresses.findOne({ organizationId }).sort({ claimedAt: -1 }).lean<SiteAddressDocument>();
    return doc?._id;
  }

  async currentSlugs(organizationIds: readonly string[]): Promise<Map<string, string>> {
    if (organizationIds.length === 0) return new Map();
    const groups = await this.models.siteAddresses.aggregate<{ _id: string; slug: string }>([
      { $match: { organizationId: { $in: [...organizationIds] } } },
      { $sort: { organizationId: 1, claimedAt: -1 } },
      { $group: { _id: '$organizationId', slug: { $first: '$_id' } } },
    ]);
    return new Map(groups.map((g) => [g._id, g.slug]));
  }

  async numbersTaken(base: string): Promise<number[]> {
    const [from, to] = numberedRange(base);
    const docs = await this.models.siteAddresses.find({ _id: { $gte: from, $lt: to } }).select({ _id: 1 }).lean<{ _id: string }[]>();
    return numbersOf(base, docs.map((d) => d._id));
  }

  /**
   * Only while some site may lack an address (the counter SITES_WITHOUT_ADDRESS, set by the migrate step and by a site
   * made outside sign-up): once none does, a start reads that one counter. The sites are then worked out by the database
   * from indexes alone: their ids from the `_id` index (a covered scan, no site document read), each looked up in the
   * addresses' organisation index; only the few found are read, for their names.
   */
  async withoutAddress(limit: number): Promise<UnaddressedSite[]> {
    const marker = await this.models.counters.findById(SITES_WITHOUT_ADDRESS).lean<{ value: number }>();
    if (marker?.value === 0) return [];
    const found = await unaddressedSites(this.models, limit);
    // None left: the counter goes to 0, unless a site was made meanwhile (it counted the counter up).
    if (found.length === 0) {
      await this.models.counters.updateOne({ _id: SITES_WITHOUT_ADDRESS, ...(marker ? { value: marker.value } : {}) }, { $set: { value: 0 } }, { upsert: !marker });
    }
    return found;
  }
}

/** The counter that says whether a site may lack an address (above 0) or none does (0); sign-up claims one with its site. */
export const SITES_WITHOUT_ADDRESS = 'sites-without-address';

/** At most `limit` sites that hold no address, found from indexes alone (see withoutAddress). */
export async function unaddressedSites(models: MongoModels, limit: number): Promise<UnaddressedSite[]> {
  const found = await models.sites.aggregate<{ _id: string }>([
    { $sort: { _id: 1 } },
    { $project: { _id: 1 } },
    { $lookup: { from: 'site_addresses', localField: '_id', foreignField: 'organizationId', pipeline: [{ $limit: 1 }, { $project: { _id: 1 } }], as: 'addresses' } },
    { $match: { addresses: { $size: 0 } } },
    { $limit: limit },
    { $project: { _id: 1 } },
  ]);
  if (found.length === 0) return [];
  const named = await models.sites.find({ _id: { $in: found.map((f) => f._id) } }).select({ organizationName: 1 }).sort({ _id: 1 }).lean<{ _id: string; organizationName: string }[]>();
  return named.map((doc) => ({ organizationId: doc._id, organizationName: doc.organizationName }));
}
