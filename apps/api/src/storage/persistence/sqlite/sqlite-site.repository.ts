import { SiteRepository, type SiteDirectoryEntry, type SiteRecord } from '../site.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

interface SiteRow {
  organization_id: string;
  version: number;
  is_publish: number;
  template_name: string;
  content: string;
}

function columns(site: Omit<SiteRecord, 'version'>) {
  return {
    id: site.organizationId,
    isPublish: site.isPublish ? 1 : 0,
    templateName: site.templateName,
    name: site.content.organizationName,
    nameKey: site.content.organizationName.toLowerCase(),
    address: site.content.contactDetails.address,
    content: JSON.stringify(site.content),
  };
}

export class SqliteSiteRepository extends SiteRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  async create(site: Omit<SiteRecord, 'version'>): Promise<SiteRecord> {
    statement(
      this.db,
      `INSERT INTO sites (organization_id, version, is_publish, template_name, organization_name, organization_name_key, address, content)
         VALUES (@id, 1, @isPublish, @templateName, @name, @nameKey, @address, @content)`,
    ).run(columns(site));
    return { ...site, version: 1 };
  }

  async find(organizationId: string): Promise<SiteRecord | undefined> {
    const row = statement(
      this.db,
      'SELECT organization_id, version, is_publish, template_name, content FROM sites WHERE organization_id = ?',
    ).get(organizationId) as SiteRow | undefined;
    if (!row) return undefined;
    return {
      organizationId: row.organization_id,
      version: row.version,
      isPublish: row.is_publish === 1,
      templateName: row.template_name,
      content: JSON.parse(row.content),
    };
  }

  async save(site: Omit<SiteRecord, 'version'>, expectedVersion: number): Promise<boolean> {
    const result = statement(
      this.db,
      `UPDATE sites SET version = version + 1, is_publish = @isPublish, template_name = @templateName,
           organization_name = @name, organization_name_key = @nameKey, address = @address, content = @content
         WHERE organization_id = @id AND version = @expectedVersion`,
    ).run({ ...columns(site), expectedVersion });
    return result.changes === 1;
  }

  async findPublishedContent(organizationId: string) {
    const row = statement(
      this.db,
      'SELECT template_name AS templateName, content AS contentJson FROM sites WHERE organization_id = ? AND is_publish = 1',
    ).get(organizationId) as { templateName: string; contentJson: string } | undefined;
    return row;
  }

  async searchPublished(text: string, limit: number): Promise<SiteDirectoryEntry[]> {
    const rows = statement(
      this.db,
      `SELECT organization_id, template_name, organization_name, address FROM sites
         WHERE is_publish = 1 AND instr(organization_name_key, ?) > 0
         ORDER BY organization_name_key LIMIT ?`,
    ).all(text.toLowerCase(), limit) as { organization_id: string; template_name: string; organization_name: string; address: string }[];
    return rows.map((row) => ({
      _id: row.organization_id,
      templateName: row.template_name,
      organizationName: row.organization_name,
      contactDetails: { address: row.address },
    }));
  }
}
