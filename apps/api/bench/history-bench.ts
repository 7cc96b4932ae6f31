import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptySiteContent, type RichTextNode } from '@schoolpage/content-contract';
import { HistoryClock } from '../src/history/history-clock';
import { HISTORY_PAGE_SIZE } from '../src/history/history.service';
import { versionChanges } from '../src/history/version-diff';
import { VersionRecorder } from '../src/history/version-recorder';
import { SqliteVersionStore } from '../src/history/sqlite-version-store';
import type { StoredContent } from '../src/sites/recently-deleted';
import { SiteSaves } from '../src/sites/site-saves';
import { openSqliteDatabase } from '../src/storage/persistence/sqlite/sqlite-database';
import type { AccountRepository } from '../src/storage/persistence/account.repository';
import type { MemberRepository } from '../src/storage/persistence/member.repository';

/**
 * Version history figures (issue #47), on the embedded database (SQLite, as a school's platform runs it):
 *   1. storage per 1,000 edits of a typical school: the sample school's content, edited 1,000 times the way an
 *      office does (an FAQ answer, an admission step, the vision, a news story's text, the contact details, the
 *      text logo, in turn), each save recorded by the real VersionRecorder; how many versions were kept as patches
 *      and how many whole, the bytes the versions take in the database file, and per version;
 *   2. 10,000 versions of one section (the FAQ, 12 questions, one answer changed each time): the time to read a
 *      history page (the newest, and one deep in the history: its states rebuilt from the keyframe before it) and a
 *      version's difference from the one before it (find, previous, versionChanges), median of BENCH_HISTORY_RUNS runs.
 * Run: npm run bench:history.
 */
const EDITS = Number(process.env.BENCH_HISTORY_EDITS ?? 1000);
const SECTION_VERSIONS = Number(process.env.BENCH_HISTORY_VERSIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_HISTORY_RUNS ?? 200);

type Content = Record<string, unknown> & StoredContent;
type Item = Record<string, unknown> & { id: string };

const nobody = { find: async () => undefined, findById: async () => undefined };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

/** A typical school's content as stored: a dozen FAQ, five admission steps, a vision, six news stories with their text. */
function typicalSchool(): Content {
  const content = emptySiteContent('Greenfield Public School') as unknown as Content;
  const id = (prefix: string, index: number) => `${prefix}${String(index).padStart(16 - prefix.length, '0')}`;
  const paragraph = (text: string): RichTextNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  content.faq = Array.from({ length: 12 }, (_, index) => ({ id: id('faq', index), question: `Is there question ${index}?`, answer: `Yes: the answer to question ${index}, in a sentence or two.` }));
  content.admissionProcess = Array.from({ length: 5 }, (_, index) => ({ id: id('step', index), title: `Step ${index + 1}`, content: `What parents do at step ${index + 1}, with the papers to bring.` }));
  content.vision = ['Every child a curious, confident reader who cares for others.'];
  content['news'] = Array.from({ length: 6 }, (_, index) => ({
    id: id('news', index),
    title: `Sports day ${index}`,
    slug: `sports-day-${index}`,
    summary: `What happened on sports day ${index}.`,
    body: { type: 'doc', content: Array.from({ length: 4 }, (_, line) => paragraph(`Paragraph ${line} of the story, a few lines long, as a school office writes it for parents to read.`)) },
    pinned: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }));
  content.contactDetails = { address: '12 Valley Road, Dehradun', latitude: '', longitude: '', phone: ['0135 271 2345'], email: ['office@greenfield.test'], officeHours: 'Mon–Sat 8–2' };
  content.textLogo = { startLogo: 'Green', endLogo: 'field' };
  return content;
}

/** The `n`-th edit an office makes: one field of one thing, in turn. */
function edited(content: Content, n: number): Content {
  const next = structuredClone(content);
  const words = `changed for the ${n}th time, with a few more words as a school would write them`;
  const items = (field: string) => (Array.isArray(next[field]) ? (next[field] as Item[]) : []);
  switch (n % 6) {
    case 0: {
      const faq = items('faq');
      if (faq.length) faq[n % faq.length].answer = `Yes, ${words}.`;
      break;
    }
    case 1: {
      const steps = items('admissionProcess');
      if (steps.length) steps[n % steps.length].content = `Bring the form, ${words}.`;
      break;
    }
    case 2:
      next.vision = [`Every child a curious reader, ${words}.`];
      break;
    case 3: {
      const news = items('news');
      if (news.length) news[n % news.length].summary = `Sports day ${words}.`;
      break;
    }
    case 4:
      next.contactDetails = { ...(next.contactDetails as object), officeHours: `Mon–Sat 8–2, ${n}` } as Content['contactDetails'];
      break;
    default:
      next.textLogo = { startLogo: 'Green', endLogo: `field ${n}` };
  }
  return next;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'history-bench-'));
  try {
    const file = join(dir, 'history.db');
    const db = openSqliteDatabase(file);
    const store = new SqliteVersionStore(db);
    const recorder = new VersionRecorder(new SiteSaves(), store, nobody as unknown as MemberRepository, nobody as unknown as AccountRepository, new HistoryClock());
    const size = () => {
      db.pragma('wal_checkpoint(TRUNCATE)');
      return statSync(file).size;
    };

    // 1. Storage per 1,000 edits of a typical school.
    const empty = size();
    let content = typicalSchool();
    const siteBytes = Buffer.byteLength(JSON.stringify(content));
    for (let n = 0; n < EDITS; n++) {
      const next = edited(content, n);
      await recorder.record('typical-school', { content, templateName: 'run' }, { content: next, templateName: 'run' });
      content = next;
    }
    const versions = db.prepare('SELECT COUNT(*) FROM site_versions').pluck().get() as number;
    const recordBytes = db.prepare('SELECT SUM(LENGTH(record)) FROM site_versions').pluck().get() as number;
    const whole = db.prepare('SELECT COUNT(*) FROM site_versions WHERE keyframe = 1').pluck().get() as number;
    const fileBytes = size() - empty;
    console.log(`A typical school (its content ${(siteBytes / 1024).toFixed(1)} KB as JSON), ${EDITS} edits:`);
    console.log(`  ${versions} versions (${versions - whole} kept as patches, ${whole} whole), ${(recordBytes / 1024).toFixed(0)} KB of version records, ${(fileBytes / 1024).toFixed(0)} KB in the database file (${(fileBytes / versions).toFixed(0)} bytes a version)`);

    // 2. 10,000 versions of one section.
    let faq = Array.from({ length: 12 }, (_, index) => ({ id: `faqfaqfa${String(index).padStart(8, '0')}`, question: `Question ${index}?`, answer: `The answer to question ${index}.` }));
    let site = { ...typicalSchool(), faq } as Content;
    for (let n = 0; n < SECTION_VERSIONS; n++) {
      faq = faq.map((item, index) => (index === n % faq.length ? { ...item, answer: `The answer, changed ${n} times.` } : item));
      const next = { ...site, faq } as Content;
      await recorder.record('busy-school', { content: site, templateName: 'run' }, { content: next, templateName: 'run' });
      site = next;
    }
    const total = (await store.list('busy-school', 'section:faq', { skip: 0, limit: 1 })).total;
    const deep = Math.floor(total / HISTORY_PAGE_SIZE / 2) * HISTORY_PAGE_SIZE;
    const newestPage = await timed(() => store.list('busy-school', 'section:faq', { skip: 0, limit: HISTORY_PAGE_SIZE }));
    const deepPage = await timed(() => store.list('busy-school', 'section:faq', { skip: deep, limit: HISTORY_PAGE_SIZE }));
    const [middle] = (await store.list('busy-school', 'section:faq', { skip: deep, limit: 1 })).items;
    const diff = await timed(async () => {
      const version = await store.find('busy-school', middle.id);
      if (!version) throw new Error('version not found');
      return versionChanges(await store.previous(version), version);
    });
    console.log(`${total} versions of one section (the FAQ, 12 questions):`);
    console.log(`  a history page of ${HISTORY_PAGE_SIZE}: newest ${newestPage.toFixed(2)} ms, page ${deep / HISTORY_PAGE_SIZE + 1} ${deepPage.toFixed(2)} ms; a version's difference ${diff.toFixed(2)} ms (median of ${RUNS})`);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
