import type { SiteLanguages } from '@schoolpage/content-contract';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import argon2 from 'argon2';
import { join } from 'node:path';
import { slugFromName } from '../src/accounts/slug-from-name';
import { newOrganizationId } from '../src/accounts/registration.service';
import { openSqlitePersistence } from '../src/storage/persistence/sqlite/sqlite-persistence';

const WORDS = ['Greenfield', 'Sunrise', 'Riverside', 'Hill Top', 'Lakeview', 'Oakwood', 'Silver Oak', 'Bright Future', 'Little Flower', 'Holy Cross'];
const KINDS = ['Public School', 'Academy', 'College', 'High School', 'Institute'];
/** The sample gallery as sites store it (each picture's file under `imageUrl`). */
const storedGallery = SAMPLE_SITE_CONTENT.gallery.map(({ url, ...picture }) => ({ ...picture, imageUrl: { url } }));

/** The name of seeded organisation `i`: realistic words and a number, so searches match a few dozen sites. */
export function seededName(i: number): string {
  return `${WORDS[i % WORDS.length]} ${KINDS[Math.floor(i / WORDS.length) % KINDS.length]} ${String(i).padStart(5, '0')}`;
}

/** A seeded organisation: its id, its address `/s/<slug>` and its template. */
export interface SeededOrganization {
  id: string;
  slug: string;
  templateName: 'nbl' | 'run';
}

/**
 * Seeds `count` registered, published organisations with the full sample content into DATA_DIR's
 * database, each with the address sign-up would give it (the name made a slug; seeded names are unique),
 * so the server has no slugs to backfill at start-up; in `languages` when given (English only otherwise).
 */
export async function seedOrganizations(dataDir: string, count: number, languages?: SiteLanguages): Promise<SeededOrganization[]> {
  const persistence = openSqlitePersistence(join(dataDir, 'schoolpage.db'));
  const passwordHash = await argon2.hash('Secret123', { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const seeded: SeededOrganization[] = [];
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
    const templateName = i % 2 ? 'nbl' : 'run';
    await persistence.sites.create({
      organizationId: id,
      isPublish: true,
      templateName,
      content: { ...SAMPLE_SITE_CONTENT, disclosure: undefined, gallery: storedGallery, organizationName, ...(languages ? { languages } : {}) },
    });
    const slug = slugFromName(organizationName);
    if ((await persistence.siteAddresses.claim(id, slug)) !== 'claimed') throw new Error(`The address ${slug} is taken twice.`);
    seeded.push({ id, slug, templateName });
  }
  await persistence.close();
  return seeded;
}
