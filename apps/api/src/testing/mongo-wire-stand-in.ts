import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { BSON, Long, Timestamp, type Document } from 'mongodb';

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

/** Answers one command (its name is the body's first key); a reply without `ok` gets `ok: 1`. */
export type CommandAnswer = (command: Document) => Document | Promise<Document>;

/**
 * A server on loopback that speaks MongoDB's wire protocol (OP_QUERY for the driver's first handshake, OP_MSG
 * after) and answers each command as the test says, so the real driver and Mongoose run their real code paths
 * (server selection, sessions, cursors, change streams and the events they emit) without a MongoDB server.
 * By default it is the primary of a one-member replica set; `hello` can be replaced (a standalone, mongos).
 */
export class MongoWireStandIn {
  private readonly answers = new Map<string, CommandAnswer>();
  private readonly sockets = new Set<Socket>();
  private server?: Server;
  private clock = 1;
  /** Every command received, by name, in order (handshakes and heartbeats too). */
  readonly received: Document[] = [];

  constructor(hello: Document = {}) {
    const helloAnswer = () => ({
      helloOk: true,
      isWritablePrimary: true,
      ismaster: true,
      setName: 'rs0',
      setVersion: 1,
      hosts: [this.host],
      me: this.host,
      primary: this.host,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: 30,
      minWireVersion: 0,
      maxWireVersion: 25,
      ...hello,
    });
    for (const name of ['hello', 'ismaster', 'isMaster']) this.answer(name, helloAnswer);
    this.answer('ping', () => ({}));
    this.answer('endSessions', () => ({}));
    this.answer('killCursors', (command) => ({ cursorsKilled: command['cursors'] ?? [] }));
  }

  get host(): string {
    return `127.0.0.1:${(this.server?.address() as AddressInfo | null)?.port ?? 0}`;
  }

  /** A URI of this server (one host, reached directly). */
  uri(database = 'standin'): string {
    return `mongodb://${this.host}/${database}?directConnection=true&serverSelectionTimeoutMS=2000&heartbeatFrequencyMS=500`;
  }

  /** The server's time now (a new operation time each call). */
  operationTime(): Timestamp {
    return new Timestamp({ t: 1_700_000_000 + this.clock++, i: 1 });
  }

  answer(name: string, answer: CommandAnswer): this {
    this.answers.set(name, answer);
    return this;
  }

  async start(): Promise<this> {
    this.server = createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private serve(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const message = pending.subarray(0, pending.readInt32LE(0));
        pending = pending.subarray(message.length);
        void this.reply(socket, message);
      }
    });
  }

  private async reply(socket: Socket, message: Buffer): Promise<void> {
    const requestId = message.readInt32LE(4);
    const opCode = message.readInt32LE(12);
    const command = opCode === OP_QUERY ? queryBody(message) : msgBody(message);
    this.received.push(command);
    const name = Object.keys(command)[0] ?? '';
    const answer = this.answers.get(name);
    let body: Document;
    try {
      body = answer ? { ok: 1, ...(await answer(command)) } : { ok: 0, code: 59, codeName: 'CommandNotFound', errmsg: `no such command: '${name}'` };
    } catch (error) {
      body = { ok: 0, errmsg: (error as Error).message };
    }
    if (socket.destroyed) return;
    const document = Buffer.from(BSON.serialize({ ...body, operationTime: body['operationTime'] ?? this.operationTime() }));
    socket.write(opCode === OP_QUERY ? replyMessage(requestId, document) : msgMessage(requestId, document));
  }
}

/** A change stream event or an aggregate's cursor, as a server sends it. */
export function cursorReply(ns: string, id: number, batch: Document[], postBatchResumeToken: Document, first: boolean): Document {
  return { cursor: { id: Long.fromNumber(id), ns, [first ? 'firstBatch' : 'nextBatch']: batch, postBatchResumeToken } };
}

function header(length: number, responseTo: number, opCode: number): Buffer {
  const head = Buffer.alloc(16);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(0, 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return head;
}

function queryBody(message: Buffer): Document {
  const nameEnd = message.indexOf(0, 20);
  const start = nameEnd + 1 + 8;
  return BSON.deserialize(message.subarray(start, start + message.readInt32LE(start)));
}

function msgBody(message: Buffer): Document {
  const flags = message.readUInt32LE(16);
  const end = message.length - (flags & 1 ? 4 : 0);
  let body: Document = {};
  for (let at = 20; at < end; ) {
    const kind = message[at++];
    const size = message.readInt32LE(at);
    if (kind === 0) body = { ...BSON.deserialize(message.subarray(at, at + size)), ...body };
    else {
      const nameEnd = message.indexOf(0, at + 4);
      const name = message.subarray(at + 4, nameEnd).toString('utf8');
      const documents: Document[] = [];
      for (let d = nameEnd + 1; d < at + size; d += message.readInt32LE(d)) documents.push(BSON.deserialize(message.subarray(d, d + message.readInt32LE(d))));
      body[name] = documents;
    }
    at += size;
  }
  return body;
}

function msgMessage(responseTo: number, document: Buffer): Buffer {
  const flags = Buffer.alloc(5);
  return Buffer.concat([header(16 + 5 + document.length, responseTo, OP_MSG), flags, document]);
}

function replyMessage(responseTo: number, document: Buffer): Buffer {
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(16 + 20 + document.length, responseTo, OP_REPLY), fields, document]);
}
