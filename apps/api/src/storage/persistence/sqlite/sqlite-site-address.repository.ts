import { numberedRange, numbersOf, SiteAddressRepository, type SlugClaim, type UnaddressedSite } from '../site-address.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

/** Sites whose addresses `withoutAddress` looks up at a time. */
const UNADDRESSED_STRETCH = 20_000;

export class SqliteSiteAddressRepository extends SiteAddressRepository {
  /** `claim` at `now`, in one transaction (or inside the caller's). */
  readonly claimAt: (organizationId: string, slug: string, now: number) => SlugClaim;
  /** Told of every address claimed, inside the transaction that claims it (the change feed). */
  private readonly followers: ((organizationId: string) => void)[] = [];

  constructor(private readonly db: SqliteDatabase) {
    super();
    this.claimAt = db.transaction((organizationId: string, slug: string, now: number): SlugClaim => {
      const holder = statement(db, 'SELECT organization_id FROM site_addresses WHERE slug = ?').get(slug) as { organization_id: string } | undefined;
      if (holder && holder.organization_id !== organizationId) return 'taken';
      const latest = statement(db, 'SELECT MAX(claimed_at) AS at FROM site_addresses WHERE organization_id = ?').get(organizationId) as { at: number | null };
      // Later than any earlier claim of the organisation, even within the same millisecond.
      const claimedAt = Math.max(now, (latest.at ?? 0) + 1);
      statement(
        db,
        'INSERT INTO site_addresses (slug, organization_id, claimed_at) VALUES (?, ?, ?) ON CONFLICT (slug) DO UPDATE SET claimed_at = excluded.claimed_at',
      ).run(slug, organizationId, claimedAt);
      for (const follower of this.followers) follower(organizationId);
      return 'claimed';
    });
  }

  /** Tells `follower` of every address claimed from now on, inside the transaction that claims it. */
  follow(follower: (organizationId: string) => void): void {
    this.followers.push(follower);
  }

  async claim(organizationId: string, slug: string): Promise<SlugClaim> {
    return this.claimAt(organizationId, slug, Date.now());
  }

  async holderOf(slug: string): Promise<string | undefined> {
    const row = statement(this.db, 'SELECT organization_id FROM site_addresses WHERE slug = ?').get(slug) as { organization_id: string } | undefined;
    return row?.organization_id;
  }

  async currentSlug(organizationId: string): Promise<string | undefined> {
    const row = statement(this.db, 'SELECT slug FROM site_addresses WHERE organization_id = ? ORDER BY claimed_at DESC LIMIT 1').get(organizationId) as
      | { slug: string }
      | undefined;
    return row?.slug;
  }

  async currentSlugs(organizationIds: readonly string[]): Promise<Map<string, string>> {
    if (organizationIds.length === 0) return new Map();
    const rows = statement(
      this.db,
      `SELECT a.organization_id, a.slug FROM site_addresses a
         WHERE a.organization_id IN (SELECT value FROM json_each(?))
           AND a.claimed_at = (SELECT MAX(b.claimed_at) FROM site_addresses b WHERE b.organization_id = a.organization_id)`,
    ).all(JSON.stringify(organizationIds)) as { organization_id: string; slug: string }[];
    return new Map(rows.map((row) => [row.organization_id, row.slug]));
  }

  async numbersTaken(base: string): Promise<number[]> {
    const [from, to] = numberedRange(base);
    const rows = statement(this.db, 'SELECT slug FROM site_addresses WHERE slug >= ? AND slug < ?').all(from, to) as { slug: string }[];
    return numbersOf(base, rows.map((row) => row.slug));
  }

  async withoutAddress(limit: number): Promise<UnaddressedSite[]> {
    const found: UnaddressedSite[] = [];
    for (let after = ''; found.length < limit; ) {
      // The sites' keys a stretch at a time, each looked up in the addresses' index (no site's content is read);
      // between stretches the server answers requests, however many sites there are.
      const last = statement(this.db, 'SELECT organization_id FROM sites WHERE organization_id > ? ORDER BY organization_id LIMIT 1 OFFSET ?')
        .pluck()
        .get(after, UNADDRESSED_STRETCH - 1) as string | undefined;
      const rows = statement(
        this.db,
        `SELECT s.organization_id, s.organization_name FROM sites s
           WHERE s.organization_id > @after ${last === undefined ? '' : 'AND s.organization_id <= @last'}
             AND NOT EXISTS (SELECT 1 FROM site_addresses a WHERE a.organization_id = s.organization_id)
           ORDER BY s.organization_id LIMIT @limit`,
      ).all({ after, ...(last === undefined ? {} : { last }), limit: limit - found.length }) as { organization_id: string; organization_name: string }[];
      found.push(...rows.map((row) => ({ organizationId: row.organization_id, organizationName: row.organization_name })));
      if (last === undefined) break;
      after = last;
      await new Promise((next) => setImmediate(next));
    }
    return found;
  }

}
