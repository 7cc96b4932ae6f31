import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import argon2 from 'argon2';
import { join } from 'node:path';
import { newOrganizationId } from '../src/auth/auth.service';
import { openSqlitePersistence } from '../src/storage/persistence/sqlite/sqlite-persistence';

const WORDS = ['Greenfield', 'Sunrise', 'Riverside', 'Hill Top', 'Lakeview', 'Oakwood', 'Silver Oak', 'Bright Future', 'Little Flower', 'Holy Cross'];
const KINDS = ['Public School', 'Academy', 'College', 'High School', 'Institute'];

/** The name of seeded organisation `i`: realistic words and a number, so searches match a few dozen sites. */
export function seededName(i: number): string {
  return `${WORDS[i % WORDS.length]} ${KINDS[Math.floor(i / WORDS.length) % KINDS.length]} ${String(i).padStart(5, '0')}`;
}

/** Seeds `count` registered, published organisations with the full sample content into DATA_DIR's database. */
export async function seedOrganizations(dataDir: string, count: number): Promise<string[]> {
  const persistence = openSqlitePersistence(join(dataDir, 'schoolpage.db'));
  const passwordHash = await argon2.hash('Secret123', { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newOrganizationId();
    const organizationName = seededName(i);
    await persistence.accounts.create({
      id,
      userId: `school${i}`,
      email: `admin${i}@school${i}.edu`,
      organizationName,
      country: 'india',
      phone: '',
      passwordHash,
      isAccountVerified: true,
      failedLogins: 0,
      lockedUntil: null,
      createdAt: Date.now(),
    });
    await persistence.sites.create({ organizationId: id, isPublish: true, templateName: i % 2 ? 'nbl' : 'run', content: { ...SAMPLE_SITE_CONTENT, organizationName } });
    ids.push(id);
  }
  await persistence.close();
  return ids;
}
