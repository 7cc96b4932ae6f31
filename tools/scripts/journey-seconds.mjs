/**
 * Writes e2e/support/journey-seconds.json, the seconds each journey file took in the last `npm test`
 * (tmp/test-results/e2e.json), by which the journeys start longest first (e2e/support/longest-first.cjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const e2e = resolve('e2e');
const report = JSON.parse(readFileSync('tmp/test-results/e2e.json', 'utf8'));
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [relative(e2e, file.name), Math.round((file.endTime - file.startTime) / 1000)])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync('e2e/support/journey-seconds.json', `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`e2e/support/journey-seconds.json: ${Object.keys(seconds).length} files`);
