import mongoose from 'mongoose';
import { MongoWireStandIn } from '../../../testing/mongo-wire-stand-in';
import { answersPing, connectMongo } from './mongo-connection';
import { openMongoPersistence } from './mongo-persistence';

/** What the adapter makes of the server it is pointed at, through the real driver, against a wire-protocol stand-in. */
describe('connecting to MongoDB', () => {
  let server: MongoWireStandIn;
  afterEach(() => server.stop());

  it('refuses a standalone server at once, saying what to do', async () => {
    server = await new MongoWireStandIn({ setName: undefined, setVersion: undefined, hosts: undefined, primary: undefined, me: undefined }).start();
    await expect(openMongoPersistence(server.uri())).rejects.toThrow(
      'MONGODB_URI must point at a replica set or a sharded cluster (mongos): the server there is a standalone server, and the platform needs transactions and change streams, which only a replica set or mongos offers.',
    );
  });

  it.each([
    ['a replica set member', {}],
    ['a mongos', { msg: 'isdbgrid', setName: undefined, setVersion: undefined, hosts: undefined, primary: undefined, me: undefined }],
  ])('opens on %s, and answers a ping', async (_name, hello) => {
    server = await new MongoWireStandIn(hello).start();
    const adapter = await openMongoPersistence(server.uri());
    expect(await adapter.ping()).toBe(true);
    await adapter.close();
  });

  it('answers no to a ping when the server is gone, or the connection has no database', async () => {
    server = await new MongoWireStandIn().start();
    const connection = await connectMongo(server.uri());
    await server.stop();
    expect(await answersPing(connection)).toBe(false);
    await connection.close();
    const unopened = mongoose.createConnection();
    expect(unopened.db).toBeUndefined();
    expect(await answersPing(unopened)).toBe(false);
  });
});
