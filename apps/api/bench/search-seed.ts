import { allContentAnswer, emptySiteContent } from '@schoolpage/content-contract';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { slugFromName } from '../src/accounts/slug-from-name';
import { openSqliteDatabase } from '../src/storage/persistence/sqlite/sqlite-database';
import { SqlitePublishedAnswers } from '../src/public/published-answers/sqlite-published-answers';
import { SqliteSchoolSearch } from '../src/search/sqlite/sqlite-school-search';
import { seededRandom } from './seeded-random';

/** Parts of realistic school names: many schools share a name and differ by city, as in life. */
const SAINTS = ["St. Mary's", "St. Joseph's", "St. Xavier's", "St. Anne's", "St. Thomas", "St. Paul's", "St. Michael's", "St. Francis", "St. Aloysius", "Saint Patrick's"];
const CORES = [
  'Kendriya Vidyalaya', 'Delhi Public', 'Greenwood', 'Little Flower', 'Holy Cross', 'Sacred Heart', 'Carmel', 'Don Bosco', 'National',
  'Vidya Niketan', 'Bharatiya Vidya Bhavan', 'Sri Chaitanya', 'Narayana', 'Ryan International', 'Podar', 'Amrita Vidyalayam',
  'Chinmaya Vidyalaya', 'Army Public', 'Sainik', 'Jawahar Navodaya Vidyalaya', 'Bishop Cotton', 'Loyola', 'Presidency', 'Oxford',
  'Cambridge', 'Springdale', 'Silver Oak', 'Lakeview', 'Sunrise', 'Riverside', 'Hill Top', 'Blue Bells', 'Modern', 'Mount Carmel',
  'Nirmala', 'Auxilium', 'Vivekananda', 'Ramakrishna Mission', 'Saraswati Shishu Mandir', 'DAV', 'Arya Samaj', 'Khalsa', 'Guru Nanak',
  'Islamia', 'Anjuman', 'Baldwin', 'Frank Anthony', 'Bethany', 'Clarence', 'Euro', 'Orchids', 'Vibgyor', 'Harvest', 'Heritage',
  'Government', 'Govt. Model', 'Zilla Parishad', 'Municipal Corporation', 'Rashtriya', 'Adarsh', 'Gyan Jyoti', 'Shanti Niketan',
];
const KINDS = ['High School', 'Convent School', 'Public School', 'Sr. Sec. School', 'Higher Secondary School', 'Academy', 'International School',
  'Model School', 'Matriculation School', 'English Medium School', 'Girls High School', 'Boys High School', 'College', 'HS', 'Vidyalaya'];
/** Syllables of founders' and patrons' names, so the vocabulary also holds many rarer words. */
const SYLLABLES = ['ra', 'ma', 'krish', 'na', 'sri', 'ven', 'ka', 'tes', 'wa', 'lak', 'shmi', 'go', 'pal', 'an', 'ja', 'li', 'su', 'bha', 'vi', 'deva'];
const CITIES: [city: string, state: string][] = [
  ['Bengaluru', 'Karnataka'], ['Mysuru', 'Karnataka'], ['Mangaluru', 'Karnataka'], ['Hubballi', 'Karnataka'], ['Chennai', 'Tamil Nadu'],
  ['Coimbatore', 'Tamil Nadu'], ['Madurai', 'Tamil Nadu'], ['Hyderabad', 'Telangana'], ['Warangal', 'Telangana'], ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'], ['Nagpur', 'Maharashtra'], ['Nashik', 'Maharashtra'], ['New Delhi', 'Delhi'], ['Gurugram', 'Haryana'],
  ['Faridabad', 'Haryana'], ['Noida', 'Uttar Pradesh'], ['Lucknow', 'Uttar Pradesh'], ['Kanpur', 'Uttar Pradesh'], ['Varanasi', 'Uttar Pradesh'],
  ['Agra', 'Uttar Pradesh'], ['Prayagraj', 'Uttar Pradesh'], ['Kolkata', 'West Bengal'], ['Siliguri', 'West Bengal'], ['Durgapur', 'West Bengal'],
  ['Ahmedabad', 'Gujarat'], ['Surat', 'Gujarat'], ['Vadodara', 'Gujarat'], ['Rajkot', 'Gujarat'], ['Jaipur', 'Rajasthan'], ['Jodhpur', 'Rajasthan'],
  ['Udaipur', 'Rajasthan'], ['Kota', 'Rajasthan'], ['Bhopal', 'Madhya Pradesh'], ['Indore', 'Madhya Pradesh'], ['Gwalior', 'Madhya Pradesh'],
  ['Jabalpur', 'Madhya Pradesh'], ['Patna', 'Bihar'], ['Gaya', 'Bihar'], ['Ranchi', 'Jharkhand'], ['Jamshedpur', 'Jharkhand'], ['Bhubaneswar', 'Odisha'],
  ['Cuttack', 'Odisha'], ['Guwahati', 'Assam'], ['Shillong', 'Meghalaya'], ['Kochi', 'Kerala'], ['Thiruvananthapuram', 'Kerala'], ['Kozhikode', 'Kerala'],
  ['Thrissur', 'Kerala'], ['Visakhapatnam', 'Andhra Pradesh'], ['Vijayawada', 'Andhra Pradesh'], ['Tirupati', 'Andhra Pradesh'], ['Chandigarh', 'Chandigarh'],
  ['Ludhiana', 'Punjab'], ['Amritsar', 'Punjab'], ['Jalandhar', 'Punjab'], ['Dehradun', 'Uttarakhand'], ['Haridwar', 'Uttarakhand'], ['Shimla', 'Himachal Pradesh'],
  ['Srinagar', 'Jammu and Kashmir'], ['Jammu', 'Jammu and Kashmir'], ['Raipur', 'Chhattisgarh'], ['Bilaspur', 'Chhattisgarh'], ['Panaji', 'Goa'],
  ['Puducherry', 'Puducherry'], ['Madgaon', 'Goa'], ['Aurangabad', 'Maharashtra'], ['Solapur', 'Maharashtra'], ['Belagavi', 'Karnataka'], ['Salem', 'Tamil Nadu'],
];
const AREAS = ['Indiranagar', 'Koramangala', 'Jayanagar', 'Malleshwaram', 'Whitefield', 'Civil Lines', 'Sadar Bazar', 'Model Town', 'Gandhi Nagar',
  'Nehru Nagar', 'Rajaji Nagar', 'Shivaji Nagar', 'Anna Nagar', 'Salt Lake', 'Banjara Hills', 'Vasant Kunj', 'Rohini', 'Dwarka', 'Andheri',
  'Bandra', 'Kothrud', 'Aundh', 'Hazratganj', 'Gomti Nagar', 'Navrangpura', 'Satellite', 'Vaishali Nagar', 'Malviya Nagar', 'Ashok Nagar',
  'Kalyan Nagar', 'Railway Colony', 'Cantonment', 'Old Town', 'New Colony', 'Sector 12', 'Sector 21', 'Phase 2', 'MG Road', 'Station Road', 'Lake View'];
const STREETS = ['Church', 'Temple', 'Market', 'Station', 'Hospital', 'College', 'Main', 'Cross', 'Ring', 'Park', 'Canal', 'Fort', 'Mill', 'School'];

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)];

export interface SearchSchool {
  name: string;
  address: string;
  city: string;
}

/** School `i` of the search benchmark: a name as schools are named (often shared) and an address in one of ~70 cities. */
export function searchSchool(i: number): SearchSchool {
  const next = seededRandom(i * 7919 + 17);
  const [city, state] = pick(next, CITIES);
  const shape = next();
  let name: string;
  if (shape < 0.25) name = `${pick(next, SAINTS)} ${pick(next, KINDS)}`;
  else if (shape < 0.45) {
    const founder = Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(next, SYLLABLES)).join('');
    name = `Sri ${founder[0].toUpperCase()}${founder.slice(1)} ${pick(next, KINDS)}`;
  } else if (shape < 0.55) name = `${pick(next, CORES)} ${pick(next, KINDS)} No. ${1 + Math.floor(next() * 12)}`;
  else name = `${pick(next, CORES)} ${pick(next, KINDS)}`;
  const address = `${1 + Math.floor(next() * 400)}, ${pick(next, STREETS)} Road, ${pick(next, AREAS)}, ${city}, ${state} ${500000 + Math.floor(next() * 99999)}`;
  return { name, address, city };
}

/**
 * What visitors type into the search box, `count` of them: the start of a name, a name in other words
 * ("saint marys", "kendr vidya"), a name with a typo, a city, a name with its city.
 */
export function searchQueries(count: number, schools: number): string[] {
  const next = seededRandom(42);
  const typo = (word: string) => {
    if (word.length < 6) return word;
    const at = 2 + Math.floor(next() * (word.length - 3));
    return word.slice(0, at) + word.slice(at + 1); // one letter dropped
  };
  return Array.from({ length: count }, (_, i) => {
    const school = searchSchool(Math.floor(next() * schools));
    const words = school.name.replace(/[.']/g, '').split(' ');
    switch (i % 6) {
      case 0:
        return school.name.slice(0, 3 + Math.floor(next() * 8)); // typing the start
      case 1:
        return words.slice(0, 2).map((w) => w.slice(0, Math.max(3, w.length - 2))).join(' ').toLowerCase(); // prefixes of two words
      case 2:
        return words.map(typo).slice(0, 3).join(' ').toLowerCase(); // a typo
      case 3:
        return school.city.toLowerCase(); // a city
      case 4:
        return `${words.slice(0, 2).join(' ')} ${school.city}`; // a name with its city
      default:
        return words.slice(-2).reverse().join(' '); // words in another order
    }
  });
}

export interface SearchSeedFigures {
  schools: number;
  /** Writing the sites themselves (not timed as index build). */
  loadSeconds: number;
  /** Building the search index over all of them, in one pass (its load into memory included). */
  indexBuildSeconds: number;
  /** Of that, reading the index into memory: what every start of the server takes. */
  indexLoadSeconds: number;
  databaseMiB: number;
}

/** Seeds `count` published schools (small content: name and address) into DATA_DIR's database, then builds the search index, timed. */
export async function seedSearchSchools(dataDir: string, count: number): Promise<SearchSeedFigures> {
  const file = join(dataDir, 'schoolpage.db');
  const db = openSqliteDatabase(file);
  const started = performance.now();
  const insert = db.prepare(
    `INSERT INTO sites (organization_id, version, updated_at, is_publish, template_name, organization_name, organization_name_key, address, content)
       VALUES (?, 1, ?, 1, ?, ?, ?, ?, ?)`,
  );
  // Each school's visitors' answer is kept ready, as the platform keeps it once the school is read.
  new SqlitePublishedAnswers(db);
  const keepAnswer = db.prepare('INSERT INTO published_answers (organization_id, version, answer) VALUES (?, 1, ?)');
  // Each school gets its address (/s/<slug>) too, so the server has no slugs to give at start-up.
  const address = db.prepare('INSERT INTO site_addresses (slug, organization_id, claimed_at) VALUES (?, ?, ?)');
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const school = searchSchool(i);
      const id = i.toString(16).padStart(24, '0');
      const content = emptySiteContent(school.name);
      content.contactDetails.address = school.address;
      const templateName = i % 2 ? 'nbl' : 'run';
      const answer = Buffer.from(allContentAnswer(templateName, content));
      insert.run(id, Date.now(), templateName, school.name, school.name.toLowerCase(), school.address, JSON.stringify(content));
      keepAnswer.run(id, answer);
      address.run(`${slugFromName(school.name)}-${i + 1}`, id, Date.now());
    }
  });
  for (let from = 0; from < count; from += 20_000) batch(from, Math.min(count, from + 20_000));
  const loaded = performance.now();
  // Opening the repository finds no search index and builds it from the sites, as a first start would:
  // the normalised schools written, then read into the index in memory (what every later start does).
  const search = new SqliteSchoolSearch(db);
  await search.ready;
  const built = performance.now();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const size = statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  return {
    schools: count,
    loadSeconds: Math.round((loaded - started) / 100) / 10,
    indexBuildSeconds: Math.round((built - loaded) / 100) / 10,
    indexLoadSeconds: Math.round((search.loadSeconds ?? 0) * 10) / 10,
    databaseMiB: Math.round(size / 1024 / 1024),
  };
}
