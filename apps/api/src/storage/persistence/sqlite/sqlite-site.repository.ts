import { itemPageSummaries, type ItemPageSummary } from '@schoolpage/content-contract';
import { SiteRepository, type SiteDraft, type SitePage, type SiteRecord, type SiteSummary } from '../site.repository';
import { upgradedContent } from '../stored-content-upgrade';
import { statement, type SqliteDatabase } from './sqlite-database';

/** How many sites saved lately are read through the save-time index (see fewSavedSince). */
const FEW_SAVED_SITES = 20_000;

interface SiteRow {
  organization_id: string;
  version: number;
  updated_at: number;
  is_publish: number;
  template_name: string;
  content: string;
}

function columns(site: SiteDraft) {
  return {
    updatedAt: Date.now(),
    id: site.organizationId,
    isPublish: site.isPublish ? 1 : 0,
    templateName: site.templateName,
    name: site.content.organizationName,
    nameKey: site.content.organizationName.toLowerCase(),
    address: site.content.contactDetails.address,
    content: JSON.stringify(site.content),
  };
}

/**
 * What another folder keeps in the database beside the sites (search's rows, the change feed): told of
 * every site written, inside the transaction that writes it, and then whether that transaction committed.
 */
export interface SqliteSiteFollower {
  written(site: SiteDraft): void;
  committed(): void;
  rolledBack(): void;
}

export class SqliteSiteRepository extends SiteRepository {
  private readonly followers: SqliteSiteFollower[] = [];

  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  /** Tells `follower` of every site written from now on (see SqliteSiteFollower). */
  follow(follower: SqliteSiteFollower): void {
    this.followers.push(follower);
  }

  async create(site: SiteDraft): Promise<SiteRecord> {
    return this.insert(site);
  }

  /** `create`, at once (for use inside a transaction). */
  insert(site: SiteDraft): SiteRecord {
    const values = columns(site);
    this.change(() => {
      statement(
        this.db,
        `INSERT INTO sites (organization_id, version, updated_at, is_publish, template_name, organization_name, organization_name_key, address, content)
           VALUES (@id, 1, @updatedAt, @isPublish, @templateName, @name, @nameKey, @address, @content)`,
      ).run(values);
      for (const follower of this.followers) follower.written(site);
    });
    return { ...site, version: 1, updatedAt: values.updatedAt };
  }

  async find(organizationId: string): Promise<SiteRecord | undefined> {
    const row = statement(
      this.db,
      'SELECT organization_id, version, updated_at, is_publish, template_name, content FROM sites WHERE organization_id = ?',
    ).get(organizationId) as SiteRow | undefined;
    if (!row) return undefined;
    return {
      organizationId: row.organization_id,
      version: row.version,
      updatedAt: row.updated_at,
      isPublish: row.is_publish === 1,
      templateName: row.template_name,
      content: upgradedContent(JSON.parse(row.content) as SiteRecord['content']),
    };
  }

  async save(site: SiteDraft, expectedVersion: number): Promise<boolean> {
    return this.change(() => {
      const result = statement(
        this.db,
        `UPDATE sites SET version = version + 1, updated_at = @updatedAt, is_publish = @isPublish, template_name = @templateName,
             organization_name = @name, organization_name_key = @nameKey, address = @address, content = @content
           WHERE organization_id = @id AND version = @expectedVersion`,
      ).run({ ...columns(site), expectedVersion });
      if (result.changes !== 1) return false;
      for (const follower of this.followers) follower.written(site);
      return true;
    });
  }

  /** Runs `work` in one transaction, then tells the followers whether it committed. */
  private change<T>(work: () => T): T {
    let result: T;
    try {
      result = this.db.transaction(work)();
    } catch (error) {
      for (const follower of this.followers) follower.rolledBack();
      throw error;
    }
    for (const follower of this.followers) follower.committed();
    return result;
  }

  /**
   * A page of sites, after a turn of the event loop: work that reads every site a page at a time (the start-up
   * jobs, the sweep) would otherwise hold the server from its first page to its last, as SQLite answers at once.
   */
  async listSites(page: SitePage): Promise<SiteSummary[]> {
    await new Promise((next) => setImmediate(next));
    const bySave = page.savedSince !== undefined && this.fewSavedSince(page.savedSince);
    const rows = statement(
      this.db,
      `SELECT organization_id, organization_name, template_name, is_publish, updated_at,
              json_extract(content, '$.disclosure') IS NOT NULL AS has_disclosure,
              json_extract(content, '$.pages') AS pages, json_extract(content, '$.news') AS news,
              json_extract(content, '$.languages.languages') AS languages
         FROM sites ${bySave ? 'INDEXED BY sites_by_save' : ''}
         WHERE ${page.publishedOnly ? 'is_publish = 1 AND' : ''} ${page.savedSince !== undefined ? 'updated_at >= @savedSince AND' : ''} organization_id > @after
         ORDER BY organization_id LIMIT @limit OFFSET @skip`,
    ).all({ after: page.after ?? '', limit: page.limit, skip: page.skip ?? 0, ...(page.savedSince !== undefined ? { savedSince: page.savedSince } : {}) }) as {
      organization_id: string;
      organization_name: string;
      template_name: string;
      is_publish: number;
      updated_at: number;
      has_disclosure: number;
      pages: string | null;
      news: string | null;
      languages: string | null;
    }[];
    return rows.map((row) => ({
      organizationId: row.organization_id,
      organizationName: row.organization_name,
      templateName: row.template_name,
      isPublish: row.is_publish === 1,
      updatedAt: row.updated_at,
      hasDisclosure: row.has_disclosure === 1,
      itemPages: {
        pages: itemPageSummaries(row.pages ? (JSON.parse(row.pages) as ItemPageSummary[]) : []),
        news: itemPageSummaries(row.news ? (JSON.parse(row.news) as ItemPageSummary[]) : []),
      },
      ...(row.languages ? { languages: JSON.parse(row.languages) as string[] } : {}),
    }));
  }

  /**
   * Whether few enough sites were saved since `time` to read them by the save-time index, each page sorting them
   * all by id: the usual day's saves. After a mass import (every site saved that day) the pages go in id order
   * instead, each a bounded step, the save time checked row by row.
   */
  private fewSavedSince(time: number): boolean {
    const { saved } = statement(this.db, 'SELECT count(*) AS saved FROM sites INDEXED BY sites_by_save WHERE updated_at >= ?').get(time) as { saved: number };
    return saved <= FEW_SAVED_SITES;
  }

  async countPublishedByTemplate(): Promise<Record<string, number>> {
    const rows = statement(this.db, 'SELECT template_name, COUNT(*) AS n FROM sites WHERE is_publish = 1 GROUP BY template_name').all() as {
      template_name: string;
      n: number;
    }[];
    return Object.fromEntries(rows.map((row) => [row.template_name, row.n]));
  }
}
