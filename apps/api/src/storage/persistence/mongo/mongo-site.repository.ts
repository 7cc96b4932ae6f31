import { allContentAnswer } from '@schoolpage/content-contract';
import { SiteRepository, type SiteDirectoryEntry, type SiteDraft, type SitePage, type SiteRecord, type SiteSummary } from '../site.repository';
import type { ClientSession } from 'mongoose';
import type { MongoModels } from './mongo-models';
import { MongoSiteSearch, searchUpdate } from './mongo-site-search';

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

/** Bytes as the driver gives them back: a BSON Binary (its `position` bytes of `buffer` are the value) or a Buffer. */
type StoredBytes = Uint8Array | { buffer: Uint8Array; position?: number };

/** The stored bytes exactly, without a copy: the Binary's own length, never the size of the memory under it. */
export function exactBytes(stored: StoredBytes): Buffer {
  const bytes = stored instanceof Uint8Array ? stored : stored.buffer.subarray(0, stored.position ?? stored.buffer.byteLength);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function fields(site: SiteDraft) {
  return {
    updatedAt: Date.now(),
    isPublish: site.isPublish,
    templateName: site.templateName,
    organizationName: site.content.organizationName,
    organizationNameKey: site.content.organizationName.toLowerCase(),
    address: site.content.contactDetails.address,
    content: site.content,
    publishedAnswer: Buffer.from(allContentAnswer(site.templateName, site.content)),
  };
}

function searchedAs(site: SiteDraft) {
  return { published: site.isPublish, name: site.content.organizationName, address: site.content.contactDetails.address };
}

export class MongoSiteRepository extends SiteRepository {
  /** Search over the site documents' own search fields, written with every save. */
  readonly search: MongoSiteSearch;

  constructor(private readonly models: MongoModels) {
    super();
    this.search = new MongoSiteSearch(models);
  }

  /** Creates the site, inside `session`'s transaction when given. */
  async create(site: SiteDraft, session?: ClientSession): Promise<SiteRecord> {
    const values = fields(site);
    await this.models.sites.create([{ _id: site.organizationId, version: 1, ...values, ...searchUpdate(searchedAs(site)).$set }], { session });
    await this.search.remember(searchedAs(site));
    return { ...site, version: 1, updatedAt: values.updatedAt };
  }

  async find(organizationId: string): Promise<SiteRecord | undefined> {
    // From the primary, whatever the connection reads from: a versioned save must start from the latest version.
    const doc = await this.models.sites.findById(organizationId).read('primary').lean<SiteDocument>();
    if (!doc) return undefined;
    return { organizationId: doc._id, version: doc.version, updatedAt: doc.updatedAt ?? 0, isPublish: doc.isPublish, templateName: doc.templateName, content: doc.content };
  }

  async save(site: SiteDraft, expectedVersion: number): Promise<boolean> {
    const search = searchUpdate(searchedAs(site));
    const result = await this.models.sites.updateOne(
      { _id: site.organizationId, version: expectedVersion },
      { $set: { ...fields(site), ...search.$set, version: expectedVersion + 1 }, ...(Object.keys(search.$unset).length ? { $unset: search.$unset } : {}) },
    );
    if (result.modifiedCount !== 1) return false;
    await this.search.remember(searchedAs(site));
    return true;
  }

  async findPublishedAnswer(organizationId: string): Promise<Buffer | undefined> {
    const doc = await this.models.sites
      .findOne({ _id: organizationId, isPublish: true })
      .select({ publishedAnswer: 1 })
      .lean<{ publishedAnswer?: StoredBytes }>();
    if (!doc) return undefined;
    if (doc.publishedAnswer) return exactBytes(doc.publishedAnswer);
    // A site last written before sites kept their answer: built from its content until its next save.
    const site = await this.find(organizationId);
    return site && Buffer.from(allContentAnswer(site.templateName, site.content));
  }

  async searchPublished(text: string, limit: number): Promise<Readonly<SiteDirectoryEntry>[]> {
    const ids = await this.search.search(text, limit);
    const found = await this.models.sites
      .find({ _id: { $in: ids }, isPublish: true })
      .select({ templateName: 1, organizationName: 1, address: 1 })
      .lean<Pick<SiteDocument, '_id' | 'templateName' | 'organizationName' | 'address'>[]>();
    const byId = new Map(found.map((d) => [d._id, d]));
    const docs = ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
    return docs.map((d) => ({
      _id: d._id,
      templateName: d.templateName,
      organizationName: d.organizationName,
      contactDetails: { address: d.address },
    }));
  }

  async listSites(page: SitePage): Promise<SiteSummary[]> {
    const docs = await this.models.sites
      .find({ ...(page.publishedOnly ? { isPublish: true } : {}), ...(page.after ? { _id: { $gt: page.after } } : {}) })
      .select({ organizationName: 1, templateName: 1, isPublish: 1, updatedAt: 1 })
      .sort({ _id: 1 })
      .skip(page.skip ?? 0)
      .limit(page.limit)
      .lean<Pick<SiteDocument, '_id' | 'organizationName' | 'templateName' | 'isPublish' | 'updatedAt'>[]>();
    return docs.map((d) => ({
      organizationId: d._id,
      organizationName: d.organizationName,
      templateName: d.templateName,
      isPublish: d.isPublish,
      updatedAt: d.updatedAt ?? 0,
    }));
  }

  async countPublishedByTemplate(): Promise<Record<string, number>> {
    const groups = await this.models.sites.aggregate<{ _id: string; n: number }>([
      { $match: { isPublish: true } },
      { $group: { _id: '$templateName', n: { $sum: 1 } } },
    ]);
    return Object.fromEntries(groups.map((g) => [g._id, g.n]));
  }
}
