import { allContentAnswer } from '@schoolpage/content-contract';
import { SiteRepository, type SiteDirectoryEntry, type SiteDraft, type SitePage, type SiteRecord, type SiteSummary } from '../site.repository';
import { statement, type SqliteDatabase } from './sqlite-database';
import { type SearchedSite, SqliteSiteSearch } from './sqlite-site-search';

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
    publishedAnswer: Buffer.from(allContentAnswer(site.templateName, site.content)),
  };
}

function searchedAs(site: SiteDraft): SearchedSite {
  return { published: site.isPublish, name: site.content.organizationName, address: site.content.contactDetails.address, templateName: site.templateName };
}

export class SqliteSiteRepository extends SiteRepository {
  /** The search index, written in the same transaction as every change of a site. */
  readonly search: SqliteSiteSearch;

  constructor(private readonly db: SqliteDatabase) {
    super();
    this.search = new SqliteSiteSearch(db);
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
        `INSERT INTO sites (organization_id, version, updated_at, is_publish, template_name, organization_name, organization_name_key, address, content, published_answer)
           VALUES (@id, 1, @updatedAt, @isPublish, @templateName, @name, @nameKey, @address, @content, @publishedAnswer)`,
      ).run(values);
      this.search.put(site.organizationId, searchedAs(site));
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
      content: JSON.parse(row.content) as SiteRecord['content'],
    };
  }

  async save(site: SiteDraft, expectedVersion: number): Promise<boolean> {
    return this.change(() => {
      const result = statement(
        this.db,
        `UPDATE sites SET version = version + 1, updated_at = @updatedAt, is_publish = @isPublish, template_name = @templateName,
             organization_name = @name, organization_name_key = @nameKey, address = @address, content = @content,
             published_answer = @publishedAnswer
           WHERE organization_id = @id AND version = @expectedVersion`,
      ).run({ ...columns(site), expectedVersion });
      if (result.changes !== 1) return false;
      this.search.put(site.organizationId, searchedAs(site));
      return true;
    });
  }

  /** Runs `work` in one transaction; the search index in memory takes its changes once it has committed. */
  private change<T>(work: () => T): T {
    try {
      const result = this.db.transaction(work)();
      this.search.committed();
      return result;
    } catch (error) {
      this.search.rolledBack();
      throw error;
    }
  }

  async findPublishedAnswer(organizationId: string): Promise<Buffer | undefined> {
    const answer = statement(this.db, 'SELECT published_answer FROM sites WHERE organization_id = ? AND is_publish = 1')
      .pluck()
      .get(organizationId) as Buffer | undefined;
    return answer;
  }

  searchPublished(text: string, limit: number): Promise<Readonly<SiteDirectoryEntry>[]> {
    return this.search.search(text, limit);
  }

  async listSites(page: SitePage): Promise<SiteSummary[]> {
    const rows = statement(
      this.db,
      `SELECT organization_id, organization_name, template_name, is_publish, updated_at FROM sites
         WHERE ${page.publishedOnly ? 'is_publish = 1 AND' : ''} organization_id > @after
         ORDER BY organization_id LIMIT @limit OFFSET @skip`,
    ).all({ after: page.after ?? '', limit: page.limit, skip: page.skip ?? 0 }) as {
      organization_id: string;
      organization_name: string;
      template_name: string;
      is_publish: number;
      updated_at: number;
    }[];
    return rows.map((row) => ({
      organizationId: row.organization_id,
      organizationName: row.organization_name,
      templateName: row.template_name,
      isPublish: row.is_publish === 1,
      updatedAt: row.updated_at,
    }));
  }

  async countPublishedByTemplate(): Promise<Record<string, number>> {
    const rows = statement(this.db, 'SELECT template_name, COUNT(*) AS n FROM sites WHERE is_publish = 1 GROUP BY template_name').all() as {
      template_name: string;
      n: number;
    }[];
    return Object.fromEntries(rows.map((row) => [row.template_name, row.n]));
  }
}
