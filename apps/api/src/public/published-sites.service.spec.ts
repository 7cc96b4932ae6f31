import { emptySiteContent } from '@schoolpage/content-contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { openSqlitePersistence } from '../storage/persistence/sqlite/sqlite-persistence';
import { SiteChanges } from '../sites/site-changes';
import { PublishedSitesService } from './published-sites.service';

const PUBLISHED_CACHE_MS = 15_000;

describe('PublishedSitesService', () => {
  let dir: string;
  let persistence: PersistenceAdapter;
  let published: PublishedSitesService;
  let changes: SiteChanges;
  const publish = (id: string, name: string) =>
    persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'run', content: emptySiteContent(name) });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'published-'));
    persistence = openSqlitePersistence(join(dir, 'db.sqlite'));
    changes = new SiteChanges();
    published = new PublishedSitesService(persistence.sites, changes, { publicCacheMs: PUBLISHED_CACHE_MS });
  });
  afterEach(async () => {
    await persistence.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reuses a search answer for a short while, and forgets it when told of a change', async () => {
    await publish('a'.repeat(24), 'Maple School');
    expect(await published.search('maple', 10, 1000)).toHaveLength(1);
    await publish('b'.repeat(24), 'Maple College');
    expect(await published.search('maple', 10, 1000 + PUBLISHED_CACHE_MS - 1)).toHaveLength(1);
    expect(await published.search('maple', 10, 1000 + PUBLISHED_CACHE_MS)).toHaveLength(2);
    await publish('c'.repeat(24), 'Maple Academy');
    changes.changed('c'.repeat(24));
    expect(await published.search('MAPLE', 10, 1000 + PUBLISHED_CACHE_MS)).toHaveLength(3);
  });

  it('reuses nothing when the lifetime is 0', async () => {
    const uncached = new PublishedSitesService(persistence.sites, new SiteChanges(), { publicCacheMs: 0 });
    expect(await uncached.search('birch', 10, 1000)).toHaveLength(0);
    await publish('e'.repeat(24), 'Birch School');
    expect(await uncached.search('birch', 10, 1000)).toHaveLength(1);
  });

  it('answers with the content of published sites, and forgets a site when it changes', async () => {
    const id = 'd'.repeat(24);
    const site = await publish(id, 'Cedar School');
    expect(JSON.parse(String(await published.contentAnswer(id, 1000))).info.organizationName).toBe('Cedar School');
    await persistence.sites.save({ ...site, isPublish: false }, 1);
    expect(await published.contentAnswer(id, 2000)).not.toBeNull();
    changes.changed(id);
    expect(await published.contentAnswer(id, 2000)).toBeNull();
  });
});
