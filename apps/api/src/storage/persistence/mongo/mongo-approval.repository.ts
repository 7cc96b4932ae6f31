import { ApprovalRepository, type ApprovalRecord } from '../approval.repository';
import type { MongoModels } from './mongo-models';

interface ApprovalDocument extends Omit<ApprovalRecord, 'id' | 'restore'> {
  _id: string;
  restore?: boolean;
}

// Approvals kept before restores were marked have no `restore`: they are not restores.
const toRecord = ({ _id, ...rest }: ApprovalDocument): ApprovalRecord => ({ id: _id, ...rest, decidedBy: rest.decidedBy ?? null, decidedAt: rest.decidedAt ?? null, restore: rest.restore === true });

const pendingFirst = (a: ApprovalRecord, b: ApprovalRecord) =>
  Number(b.status === 'pending') - Number(a.status === 'pending') || b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1);

export class MongoApprovalRepository extends ApprovalRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async create({ id, ...rest }: ApprovalRecord): Promise<void> {
    await this.models.approvals.create({ _id: id, ...rest });
  }

  async find(organizationId: string, id: string): Promise<ApprovalRecord | undefined> {
    const doc = await this.models.approvals.findOne({ _id: id, organizationId }).lean<ApprovalDocument>();
    return doc ? toRecord(doc) : undefined;
  }

  async list(organizationId: string, proposedBy?: string): Promise<ApprovalRecord[]> {
    const docs = await this.models.approvals.find({ organizationId, ...(proposedBy ? { proposedBy } : {}) }).lean<ApprovalDocument[]>();
    return docs.map(toRecord).sort(pendingFirst);
  }

  countPending(organizationId: string, proposedBy?: string): Promise<number> {
    return this.models.approvals.countDocuments({ organizationId, status: 'pending', ...(proposedBy ? { proposedBy } : {}) });
  }

  async decide(organizationId: string, id: string, decision: Pick<ApprovalRecord, 'status' | 'decidedBy' | 'decidedAt' | 'note'>): Promise<boolean> {
    return (await this.models.approvals.updateOne({ _id: id, organizationId, status: 'pending' }, { $set: decision })).modifiedCount > 0;
  }
}
