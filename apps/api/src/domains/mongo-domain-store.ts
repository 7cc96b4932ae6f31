import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { DomainStore, type DomainRecordKept } from './domain-store';

interface DomainDocument {
  record: DomainRecordKept;
}

const DUPLICATE_KEY = 11000;

/** Schools' domains in MongoDB (`site_domains`, `_id` the school's id; the change feed follows the collection). */
export class MongoDomainStore extends DomainStore {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async of(organizationId: string): Promise<DomainRecordKept | undefined> {
    return (await this.models.siteDomains.findById(organizationId).lean<DomainDocument>())?.record;
  }

  async save(record: DomainRecordKept): Promise<'saved' | 'taken'> {
    const { organizationId, hostname, status } = record;
    try {
      await this.models.siteDomains.replaceOne({ _id: organizationId }, { _id: organizationId, hostname, status, record }, { upsert: true });
      return 'saved';
    } catch (error) {
      // The partial unique index on verified names: another school has this one.
      if ((error as { code?: unknown }).code === DUPLICATE_KEY) return 'taken';
      throw error;
    }
  }

  async remove(organizationId: string): Promise<boolean> {
    return (await this.models.siteDomains.deleteOne({ _id: organizationId })).deletedCount > 0;
  }

  async verifiedHolder(hostname: string): Promise<string | undefined> {
    return (await this.models.siteDomains.findOne({ hostname, status: 'verified' }).lean<DomainDocument>())?.record.organizationId;
  }

  async allVerified(): Promise<DomainRecordKept[]> {
    return (await this.models.siteDomains.find({ status: 'verified' }).lean<DomainDocument[]>()).map((doc) => doc.record);
  }

  async all(): Promise<DomainRecordKept[]> {
    return (await this.models.siteDomains.find({}).lean<DomainDocument[]>()).map((doc) => doc.record);
  }
}
