import type { ClientSession } from 'mongoose';
import type { MongoModels } from './mongo-models';

/**
 * Writes the guard document of `subject` (e.g. one school's owners, one school's addresses) inside `session`'s
 * transaction, before anything is read. A transaction that reads several documents and changes one sees a snapshot:
 * two of them at once could each decide on what the other is changing and both commit (write skew). Every
 * transaction that decides on the same subject writes the same guard document, so two at once conflict on it and the
 * later one is retried (`Connection.transaction` retries a transient write conflict) on what the first committed.
 */
export async function writeGuard(models: MongoModels, subject: string, session: ClientSession): Promise<void> {
  await models.guards.updateOne({ _id: subject }, { $inc: { writes: 1 } }, { upsert: true, session });
}

/** The guard of a school's owners: every transaction that adds, demotes or removes a member writes it. */
export const ownersGuard = (organizationId: string) => `owners:${organizationId}`;
/** The guard of a school's addresses: every transaction that claims a slug for the school writes it. */
export const addressesGuard = (organizationId: string) => `addresses:${organizationId}`;
