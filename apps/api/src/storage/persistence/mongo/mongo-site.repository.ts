import { itemPageSummaries, type ItemPageSummary } from '@schoolpage/content-contract';
import { SiteRepository, type SiteDraft, type SitePage, type SiteRecord, type SiteSummary } from '../site.repository';
import { Logger } from '@nestjs/common';
import type { ClientSession } from 'mongoose';
import { upgradedContent } from '../stored-content-upgrade';
import type { MongoModels } from './mongo-models';
import { SITES_WITHOUT_ADDRESS } from './mongo-site-address.repository';

interface SiteDocument {
  _id: string;
  version: number;
  updatedAt: number;
  isPublish: boolean;
  templateName: string;
  organizationName: string;
  address: string;
  content: SiteRecord['content'];
}

function fields(site: SiteDraft) {
  return {
    updatedAt: Date.now(),
    isPublish: site.isPublish,
    templateName: site.templateName,
    organizationName: site.content.organizationName,
    address: site.content.contactDetails.address,
    content: site.content,
  };
}

/** Fields another folder keeps on a site document (search's), set and removed in the same update as the site. */
export interface SiteDocumentFields {
  $set: Record<string, unknown>;
  $unset: Record<string, 1>;
}

/** What another folder keeps of each site written: its own fields on the document, and what it does once the site is written. */
export interface MongoSiteFollower {
  fields(site: SiteDraft): SiteDocumentFields;
  written(site: SiteDraft): Promise<void>;
}

export class MongoSiteRepository extends SiteRepository {
  private readonly followers: MongoSiteFollower[] = [];
  private readonly logger = new Logger('Sites');

  constructor(private readonly models: MongoModels) {
    super();
  }

  /** Tells `follower` of every site written from now on (see MongoSiteFollower). */
  follow(follower: MongoSiteFollower): void {
    this.followers.push(follower);
  }

  private followersFields(site: SiteDraft): SiteDocumentFields {
    const all: SiteDocumentFields = { $set: {}, $unset: {} };
    for (const follower of this.followers) {
      const { $set, $unset } = follower.fields(site);
      Object.assign(all.$set, $set);
      Object.assign(all.$unset, $unset);
    }
    return all;
  }

  /**
   * Tells the followers a site was written, once it is stored for good (after its update, or after the transaction
   * that created it commits). What they keep beside the site (search's vocabulary) is a best effort: a follower that
   * fails is logged and leaves the save as it is, saved (the site's own search fields were written with it).
   */
  async written(site: SiteDraft): Promise<void> {
    for (const follower of this.followers) {
      try {
        await follower.written(site);
      } catch (error) {
        this.logger.error(`What follows the site ${site.organizationId} was not brought up to date: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Creates the site. Inside `session`'s transaction (sign-up), the followers are told by the caller once the
   * transaction has committed (`written`), not on each try of it.
   */
  async create(site: SiteDraft, session?: ClientSession): Promise<SiteRecord> {
    const values = fields(site);
    await this.models.sites.create([{ _id: site.organizationId, version: 1, ...values, ...this.followersFields(site).$set }], { session });
    if (!session) {
      // Made outside sign-up, the site has no address yet: the next start looks for such sites (withoutAddress).
      await this.models.counters.updateOne({ _id: SITES_WITHOUT_ADDRESS }, { $inc: { value: 1 } }, { upsert: true });
      await this.written(site);
    }
    return { ...site, version: 1, updatedAt: values.updatedAt };
  }

  async find(organizationId: string): Promise<SiteRecord | undefined> {
    // From the primary, whatever the connection reads from: a versioned save must start from the latest version.
    const doc = await this.models.sites.findById(organizationId).read('primary').lean<SiteDocument>();
    if (!doc) return undefined;
    return { organizationId: doc._id, version: doc.version, updatedAt: doc.updatedAt ?? 0, isPublish: doc.isPublish, templateName: doc.templateName, content: upgradedContent(doc.content) };
  }

  async save(site: SiteDraft, expectedVersion: number): Promise<boolean> {
    const followed = this.followersFields(site);
    const result = await this.models.sites.updateOne(
      { _id: site.organizationId, version: expectedVersion },
      { $set: { ...fields(site), ...followed.$set, version: expectedVersion + 1 }, ...(Object.keys(followed.$unset).length ? { $unset: followed.$unset } : {}) },
    );
    if (result.modifiedCount !== 1) return false;
    await this.written(site);
    return true;
  }

  async listSites(page: SitePage): Promise<SiteSummary[]> {
    const listed = { ...(page.publishedOnly ? { isPublish: true } : {}), ...(page.savedSince !== undefined ? { updatedAt: { $gte: page.savedSince } } : {}) };
    // A page reached by skipping starts at the id found by skipping through the index alone (no document is read).
    const from = page.skip ? await this.idAfterSkipping(listed, page.skip) : undefined;
    if (page.skip && from === undefined) return [];
    const docs = await this.models.sites
      .find({ ...listed, ...(from !== undefined ? { _id: { $gte: from } } : page.after ? { _id: { $gt: page.after } } : {}) })
      .select({
        organizationName: 1,
        templateName: 1,
        isPublish: 1,
        updatedAt: 1,
        'content.disclosure.updatedAt': 1,
        'content.languages.languages': 1,
        ...Object.fromEntries(['pages', 'news'].flatMap((list) => ['slug', 'publishAt', 'expireAt', 'status'].map((field) => [`content.${list}.${field}`, 1]))),
      })
      .sort({ _id: 1 })
      .limit(page.limit)
      .lean<(Pick<SiteDocument, '_id' | 'organizationName' | 'templateName' | 'isPublish' | 'updatedAt'> & { content?: { disclosure?: unknown; pages?: ItemPageSummary[]; news?: ItemPageSummary[]; languages?: { languages?: string[] } } })[]>();
    return docs.map((d) => ({
      organizationId: d._id,
      organizationName: d.organizationName,
      templateName: d.templateName,
      isPublish: d.isPublish,
      updatedAt: d.updatedAt ?? 0,
      hasDisclosure: Boolean(d.content?.disclosure),
      itemPages: { pages: itemPageSummaries(d.content?.pages), news: itemPageSummaries(d.content?.news) },
      ...(d.content?.languages?.languages ? { languages: d.content.languages.languages } : {}),
    }));
  }

  /** The id `skip` sites into the listing, from the index {isPublish, _id} (or _id's own): a covered query. */
  private async idAfterSkipping(listed: { isPublish?: boolean; updatedAt?: { $gte: number } }, skip: number): Promise<string | undefined> {
    const [first] = await this.models.sites.find(listed).select({ _id: 1 }).sort({ _id: 1 }).skip(skip).limit(1).lean<{ _id: string }[]>();
    return first?._id;
  }

  /** Counted from the index {isPublish, templateName}: the only field grouped on is in it, so no site document is read. */
  async countPublishedByTemplate(): Promise<Record<string, number>> {
    const groups = await this.models.sites.aggregate<{ _id: string; n: number }>([
      { $match: { isPublish: true } },
      { $group: { _id: '$templateName', n: { $sum: 1 } } },
    ]);
    return Object.fromEntries(groups.map((g) => [g._id, g.n]));
  }
}
