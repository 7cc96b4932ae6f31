import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalObjectStore } from '@schoolpage/object-store';
import { FileStore } from '../files/file-store';
import { OwnFiles } from '../files/own-files';
import { KeptFiles } from '../files/kept-files';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { SiteRepository, type SiteDraft, type SitePage } from '../storage/persistence/site.repository';
import { openSqlitePersistence } from '../storage/persistence/sqlite/sqlite-persistence';
import { newSite } from '../accounts/new-site';
import { SiteChanges } from './site-changes';
import { ListItemsService } from './list-items.service';
import { SiteSaves } from './site-saves';
import { SiteEditor } from './site-editor';
import { ItemNotFoundError } from './site-lists';

/**
 * The real SQLite repository with network-like latency on every read and write, so concurrent changes
 * really interleave between reading a site and saving it (as they do against MongoDB).
 */
class DistantSiteRepository extends SiteRepository {
  constructor(private readonly inner: SiteRepository) {
    super();
  }
  private pause() {
    return sleep(Math.random() * 3);
  }
  async create(site: SiteDraft) {
    return this.inner.create(site);
  }
  async find(id: string) {
    await this.pause();
    const site = await this.inner.find(id);
    await this.pause();
    return site;
  }
  async save(site: SiteDraft, expectedVersion: number) {
    await this.pause();
    return this.inner.save(site, expectedVersion);
  }
  listSites(page: SitePage) {
    return this.inner.listSites(page);
  }
  countPublishedByTemplate() {
    return this.inner.countPublishedByTemplate();
  }
}

describe('SiteEditor optimistic concurrency', () => {
  let dir: string;
  let persistence: PersistenceAdapter;
  let service: ListItemsService;
  const org = 'a'.repeat(24);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-editor-'));
    persistence = openSqlitePersistence(join(dir, 'db.sqlite'));
    const sites = new DistantSiteRepository(persistence.sites);
    service = new ListItemsService(new SiteEditor(sites, new FileStore(new LocalObjectStore(join(dir, 'files'))), new SiteChanges(), persistence.fileOwners, new OwnFiles(persistence.fileOwners), new SiteSaves(), new KeptFiles()), persistence.accounts);
    await sites.create(newSite(org, 'Concurrent School'));
  });
  afterEach(async () => {
    await persistence.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every one of 50 interleaved adds and applies exactly 20 interleaved deletes', async () => {
    const questions = Array.from({ length: 50 }, (_, i) => `Q${i}`);
    await Promise.all(questions.map((question) => service.addItem(org, 'faq', { question, answer: 'A' })));
    const afterAdds = await service.list(org, 'faq');
    expect(afterAdds.map((f) => f.question).sort()).toEqual([...questions].sort());

    const doomed = afterAdds.slice(10, 30);
    await Promise.all(doomed.map((item) => service.removeItem(org, 'faq', { id: item.id })));
    expect(await service.list(org, 'faq')).toEqual([...afterAdds.slice(0, 10), ...afterAdds.slice(30)]);
    expect((await persistence.sites.find(org))?.version).toBe(1 + 50 + 20);
  });

  it('refuses a position past the end without saving', async () => {
    await expect(service.removeItem(org, 'faq', { index: 0 })).rejects.toBeInstanceOf(ItemNotFoundError);
    expect((await persistence.sites.find(org))?.version).toBe(1);
  });
});
