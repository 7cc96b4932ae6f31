import { CounterRepository } from '../counter.repository';
import type { MongoModels } from './mongo-models';

export class MongoCounterRepository extends CounterRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async add(name: string, amount: number): Promise<void> {
    await this.models.counters.updateOne({ _id: name }, { $inc: { value: amount } }, { upsert: true });
  }

  async get(name: string): Promise<number> {
    const doc = await this.models.counters.findById(name).lean<{ value: number }>();
    return doc?.value ?? 0;
  }
}
