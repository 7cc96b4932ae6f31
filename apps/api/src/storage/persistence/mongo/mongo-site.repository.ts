import { SiteRepository, type SiteDirectoryEntry, type SiteRecord } from '../site.repository';
import type { MongoModels } from './mongo-models';

interface SiteDocument {
  _id: string;
  version: number;
  isPublish: boolean;
  templateName: string;
  organizationName: string;
  address: string;
  content: SiteRecord['content'];
}

function fields(site: Omit<SiteRecord, 'version'>) {
  return {
    isPublish: site.isPublish,
    templateName: site.templateName,
    organizationName: site.content.organizationName,
    organizationNameKey: site.content.organizationName.toLowerCase(),
    address: site.content.contactDetails.address,
    content: site.content,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class MongoSiteRepository extends SiteRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async create(site: Omit<SiteRecord, 'version'>): Promise<SiteRecord> {
    await this.models.sites.create({ _id: site.organizationId, version: 1, ...fields(site) });
    return { ...site, version: 1 };
  }

  async find(organizationId: string): Promise<SiteRecord | undefined> {
    const doc = await this.models.sites.findById(organizationId).lean<SiteDocument>();
    if (!doc) return undefined;
    return { organizationId: doc._id, version: doc.version, isPublish: doc.isPublish, templateName: doc.templateName, content: doc.content };
  }

  async save(site: Omit<SiteRecord, 'version'>, expectedVersion: number): Promise<boolean> {
    const result = await this.models.sites.updateOne(
      { _id: site.organizationId, version: expectedVersion },
      { $set: { ...fields(site), version: expectedVersion + 1 } },
    );
    return result.modifiedCount === 1;
  }

  async findPublishedContent(organizationId: string) {
    const doc = await this.models.sites
      .findOne({ _id: organizationId, isPublish: true })
      .select({ templateName: 1, content: 1 })
      .lean<Pick<SiteDocument, 'templateName' | 'content'>>();
    return doc ? { templateName: doc.templateName, contentJson: JSON.stringify(doc.content) } : undefined;
  }

  async searchPublished(text: string, limit: number): Promise<SiteDirectoryEntry[]> {
    const docs = await this.models.sites
      .find({ isPublish: true, organizationNameKey: { $regex: escapeRegExp(text.toLowerCase()) } })
      .select({ templateName: 1, organizationName: 1, address: 1 })
      .sort({ organizationNameKey: 1 })
      .limit(limit)
      .lean<Pick<SiteDocument, '_id' | 'templateName' | 'organizationName' | 'address'>[]>();
    return docs.map((d) => ({
      _id: d._id,
      templateName: d.templateName,
      organizationName: d.organizationName,
      contactDetails: { address: d.address },
    }));
  }
}
