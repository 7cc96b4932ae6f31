/**
 * The first-contact check of a MongoDB deployment: `npm run verify:mongo` with MONGODB_URI set.
 *
 * Runs, against the replica set (or mongos) in MONGODB_URI, every contract suite of the API (`*contract.spec.ts`:
 * persistence, enquiries, visits), the change feed on the real server, readiness within 5 s of a start, and the
 * concurrency checks (owners demoting each other at once, slug claims at once, a failing follower of a save), plus the
 * feed's wiring to the driver. Then it says plainly what passed and what did not, and exits 0 only when every MongoDB
 * test ran and passed. It writes test schools, so it refuses a database whose name does not end in `verify`
 * (e.g. `mongodb://…/schoolpage_verify?replicaSet=rs0`): never point it at the platform's own database. The contract
 * suite also makes and drops databases named `contract-…`, so its user needs readWrite on any database (infra/ uses
 * the administrator). See infra/README.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const sources = join(root, 'apps/api/src');
const MONGO_TITLE = 'mongodb (runs only where MONGODB_URI is set)';

function refuse(message) {
  console.error(`verify:mongo refused: ${message}`);
  process.exit(2);
}

const uri = process.env.MONGODB_URI;
if (!uri) refuse('MONGODB_URI is not set. Set it to a replica set (or mongos) and a database of its own, e.g. MONGODB_URI="mongodb://user:password@db1,db2,db3/schoolpage_verify?replicaSet=rs0&authSource=admin" npm run verify:mongo');
let database;
try {
  database = decodeURIComponent(new URL(uri).pathname.replace(/^\//, ''));
} catch {
  refuse('MONGODB_URI is not a URI (mongodb://… or mongodb+srv://…).');
}
if (!/verify$/i.test(database)) {
  refuse(`the database in MONGODB_URI is "${database || '(none)'}". This check writes test schools: give it a database of its own whose name ends in "verify" (e.g. …/schoolpage_verify?…), never the platform's own.`);
}

/** Every contract suite of the API, and the feed's wiring to the driver. */
function specs(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return specs(path);
    return /contract\.spec\.ts$/.test(entry.name) || entry.name === 'mongo-change-feed.spec.ts' ? [path] : [];
  });
}
const files = specs(sources).sort();
const report = join(root, 'tmp/verify-mongo/report.json');
mkdirSync(dirname(report), { recursive: true });

console.log(`verify:mongo: ${files.length} suites against the database "${database}" (${files.map((f) => relative(sources, f)).join(', ')})`);
const started = Date.now();
const run = spawnSync(
  join(root, 'node_modules/.bin/jest'),
  ['-c', 'apps/api/jest.config.cjs', '--runInBand', '--ci', '--testTimeout=60000', '--json', `--outputFile=${report}`, ...files],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' } },
);
if (run.error) refuse(`Jest could not be started: ${run.error.message}`);

let results;
try {
  results = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  console.error('verify:mongo FAILED: Jest wrote no report (see its output above).');
  process.exit(1);
}

const tally = { passed: [], failed: [], skipped: [] };
for (const suite of results.testResults) {
  for (const test of suite.assertionResults) {
    if (!test.fullName.includes(MONGO_TITLE)) continue;
    const name = `${relative(sources, suite.name)}: ${test.fullName.replace(`: ${MONGO_TITLE}`, ' ›')}`;
    (test.status === 'passed' ? tally.passed : test.status === 'failed' ? tally.failed : tally.skipped).push(name);
  }
  if (suite.status === 'failed' && suite.assertionResults.length === 0) tally.failed.push(`${relative(sources, suite.name)}: the suite did not run (${suite.message.split('\n')[0]})`);
}
const seconds = Math.round((Date.now() - started) / 1000);
const otherFailures = results.numFailedTests - tally.failed.length;

console.log(`\nverify:mongo on "${database}", ${seconds} s:`);
for (const name of tally.passed) console.log(`  passed   ${name}`);
for (const name of tally.skipped) console.log(`  SKIPPED  ${name}`);
for (const name of tally.failed) console.log(`  FAILED   ${name}`);
console.log(`\n${tally.passed.length} MongoDB tests passed, ${tally.failed.length} failed, ${tally.skipped.length} did not run; other legs: ${results.numPassedTests - tally.passed.length} passed, ${Math.max(otherFailures, 0)} failed.`);

if (tally.passed.length === 0 || tally.failed.length > 0 || tally.skipped.length > 0 || otherFailures > 0 || !results.success) {
  console.log('verify:mongo FAILED: do not send traffic to the platform on this database until every test above passes.');
  process.exit(1);
}
console.log('verify:mongo PASSED: the store works on this replica set (contract suites, change feed, readiness, concurrency).');
