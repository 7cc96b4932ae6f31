import mongoose, { type Connection } from 'mongoose';
import type { Document } from 'mongodb';

/**
 * A connection to MongoDB that never changes indexes or collections by itself (`autoIndex` and
 * `autoCreate` off): indexes are made by the explicit migrate step (mongo-migrations.ts), once per deploy.
 * It is refused at once, with what to do, when the server is not a replica set member or a mongos: the platform
 * needs transactions and change streams, which a standalone server refuses on every request.
 */
export async function connectMongo(uri: string): Promise<Connection> {
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000, autoIndex: false, autoCreate: false }).asPromise();
  try {
    const problem = topologyProblem(await (connection.db as NonNullable<Connection['db']>).admin().command({ hello: 1 }));
    if (problem) throw new Error(problem);
    return connection;
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/** Why a server answering `hello` this way cannot hold the platform, or undefined when it can (a replica set member or a mongos). */
export function topologyProblem(hello: Document): string | undefined {
  if (typeof hello['setName'] === 'string' || hello['msg'] === 'isdbgrid') return undefined;
  return (
    'MONGODB_URI must point at a replica set or a sharded cluster (mongos): the server there is a standalone server, ' +
    'and the platform needs transactions and change streams, which only a replica set or mongos offers. ' +
    'Start mongod with --replSet and run rs.initiate() once (infra/compose.yaml does), then name the set in MONGODB_URI (?replicaSet=rs0).'
  );
}

/** True when the database answers a ping (false when the connection has no database to ask). */
export async function answersPing(connection: Connection): Promise<boolean> {
  if (!connection.db) return false;
  try {
    await connection.db.admin().ping();
    return true;
  } catch {
    return false;
  }
}
