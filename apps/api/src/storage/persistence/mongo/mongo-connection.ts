import mongoose, { type Connection } from 'mongoose';

/**
 * A connection to MongoDB that never changes indexes or collections by itself (`autoIndex` and
 * `autoCreate` off): indexes are made by the explicit migrate step (mongo-migrations.ts), once per deploy.
 */
export function connectMongo(uri: string): Promise<Connection> {
  return mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000, autoIndex: false, autoCreate: false }).asPromise();
}
