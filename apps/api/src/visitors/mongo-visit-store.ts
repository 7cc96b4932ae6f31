import { randomBytes } from 'node:crypto';
import type { ClientSession } from 'mongoose';
import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { VisitStore, type VisitBatch, type VisitFigureKey, type VisitFigureRow } from './visit-store';

const DAY_MS = 86_400_000;
/** A day's salt and hashes outlive it by a day at most (TTL), should no instance forget them sooner. */
const forgottenAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS);
const idOf = (f: VisitFigureKey) => `${f.organizationId}|${f.day}|${f.kind}|${f.key}`;

/** Visit figures in MongoDB: one document per school, day and counted thing, changed by `$inc` in bulk. */
export class MongoVisitStore extends VisitStore {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async saltOf(day: string): Promise<string> {
    const doc = await this.models.visitSalts
      .findOneAndUpdate({ _id: day }, { $setOnInsert: { salt: randomBytes(32).toString('hex'), expiresAt: forgottenAfter(day) } }, { upsert: true, returnDocument: 'after' })
      .lean<{ salt: string }>();
    return doc.salt;
  }

  /** One transaction: the visitors' seen-marks and the figures they add are written together, or neither is. */
  async record(batch: VisitBatch): Promise<void> {
    if (batch.visitors.length === 0 && batch.views.length === 0) return;
    await this.models.visitFigures.db.transaction((session) => this.recordIn(batch, session));
  }

  private async recordIn(batch: VisitBatch, session: ClientSession): Promise<void> {
    const adds = new Map<string, { figure: VisitFigureKey; views: number; visitors: number }>();
    const add = (figure: VisitFigureKey, views: number, visitors: number) => {
      const kept = adds.get(idOf(figure)) ?? { figure, views: 0, visitors: 0 };
      kept.views += views;
      kept.visitors += visitors;
      adds.set(idOf(figure), kept);
    };
    if (batch.visitors.length > 0) {
      const result = await this.models.visitsSeen.bulkWrite(
        batch.visitors.map((v) => ({ updateOne: { filter: { _id: v.hash }, update: { $setOnInsert: { expiresAt: forgottenAfter(v.day) } }, upsert: true } })),
        { ordered: false, session },
      );
      for (const index of Object.keys(result.upsertedIds)) for (const figure of batch.visitors[Number(index)].figures) add(figure, 0, 1);
    }
    for (const figure of batch.views) add(figure, figure.views, 0);
    if (adds.size === 0) return;
    await this.models.visitFigures.bulkWrite(
      [...adds.entries()].map(([_id, { figure, views, visitors }]) => ({
        updateOne: {
          filter: { _id },
          update: { $setOnInsert: { organizationId: figure.organizationId, day: figure.day, kind: figure.kind, key: figure.key }, $inc: { views, visitors } },
          upsert: true,
        },
      })),
      { ordered: false, session },
    );
  }

  async figures(organizationId: string, from: string, to: string): Promise<VisitFigureRow[]> {
    return this.models.visitFigures
      .find({ organizationId, day: { $gte: from, $lte: to } }, { _id: 0, organizationId: 1, day: 1, kind: 1, key: 1, views: 1, visitors: 1 })
      .lean<VisitFigureRow[]>();
  }

  async forgetBefore(day: string): Promise<void> {
    // Salts by their day, hashes by the expiry their day gave them (the TTL index finds them): both go with their day,
    // and the TTL index removes what an instance did not.
    await this.models.visitSalts.deleteMany({ _id: { $lt: day } });
    await this.models.visitsSeen.deleteMany({ expiresAt: { $lt: forgottenAfter(day) } });
  }
}
