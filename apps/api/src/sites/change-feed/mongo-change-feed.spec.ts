import { EventEmitter } from 'node:events';
import type { MongoModels } from '../../storage/persistence/mongo/mongo-models';
import { SiteChanges } from '../site-changes';
import { MongoChangeFeed } from './mongo-change-feed';

/**
 * The MongoDB feed's own logic (which change stream it opens again, and when everything kept is dropped),
 * against change streams it is handed here; the contract suite runs it on a real replica set where
 * MONGODB_URI is set.
 */
class StreamHanded extends EventEmitter {
  closed = false;
  async close(): Promise<void> {
    this.closed = true;
  }
}

function feedOnStreams() {
  const opened: { stream: StreamHanded; resumeAfter?: unknown }[] = [];
  const models = {
    sites: {
      db: {
        watch: (_pipeline: unknown, options: { resumeAfter?: unknown }) => {
          const stream = new StreamHanded();
          opened.push({ stream, resumeAfter: options.resumeAfter });
          return stream;
        },
      },
    },
  } as unknown as MongoModels;
  const changes = new SiteChanges();
  const heard: string[] = [];
  let everything = 0;
  changes.onChange((organizationId) => heard.push(organizationId));
  changes.onEverythingChanged(() => everything++);
  const feed = new MongoChangeFeed(models, changes);
  return { feed, opened, heard, everything: () => everything };
}

const siteChanged = (token: string, organizationId: string) => ({ _id: { _data: token }, ns: { coll: 'sites' }, documentKey: { _id: organizationId } });
const failure = (code: number) => Object.assign(new Error(`failed with ${code}`), { code });

describe('the change feed on MongoDB', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a failed stream again after the last change it applied, and drops nothing kept', async () => {
    const { feed, opened, heard, everything } = feedOnStreams();
    opened[0].stream.emit('init');
    opened[0].stream.emit('change', siteChanged('t1', 'a'.repeat(24)));
    expect(heard).toEqual(['a'.repeat(24)]);
    expect(await feed.caughtUp()).toBe(true);

    opened[0].stream.emit('error', failure(6));
    expect(await feed.caughtUp()).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(opened[1].resumeAfter).toEqual({ _data: 't1' });
    opened[1].stream.emit('init');
    expect(everything()).toBe(0);
    expect(await feed.caughtUp()).toBe(true);
    feed.onApplicationShutdown();
  });

  it('starts from now when its place was lost, and drops everything kept once the new stream is open', async () => {
    const { feed, opened, everything } = feedOnStreams();
    opened[0].stream.emit('init');
    opened[0].stream.emit('change', siteChanged('t1', 'a'.repeat(24)));
    opened[0].stream.emit('error', failure(286));
    expect(everything()).toBe(0);
    jest.advanceTimersByTime(1000);
    expect(opened[1].resumeAfter).toBeUndefined();
    opened[1].stream.emit('init');
    expect(everything()).toBe(1);
    opened[1].stream.emit('init');
    expect(everything()).toBe(1);
    feed.onApplicationShutdown();
    expect(opened[1].stream.closed).toBe(true);
  });
});
