/**
 * `npm test`: every test of the platform, in three stages (README.md, "Tests", has the figures).
 *   1. At the same time: the production build and the journeys' template fixtures (e2e/fixtures/, target
 *      `build-fixture`; Nx, cached), lint (eslint.config.mjs: project boundaries
 *      by tag, type-checked rules, React hooks) and the type check of the whole workspace (tsc; the
 *      bundlers and jest only strip types). Lint and tsc are one process each and fill the cores while the
 *      build waits on its own steps; their output is printed when each ends. Both keep what they found in
 *      tmp/ (ESLint's cache, tsc's build info) and look again only at what changed since.
 *   2. Unit and integration tests of every project: Nx runs each project's Jest (`test` in nx.json's
 *      targetDefaults, two projects at a time) and replays from its cache the projects whose inputs (their
 *      files, their dependencies' sources, the Jest preset) did not change since a run that passed; each
 *      project's Jest report is the task's output, so a replayed project still counts its tests here.
 *   3. Browser journeys under e2e/ (playwright-core driving Debian's Chromium against that build,
 *      3 jest workers, the longest files first by e2e/support/journey-seconds.json; files share two production
 *      servers or start their own, and reuse the browser contexts they close: e2e/support/shared-platforms.ts,
 *      recycled-contexts.ts), then the
 *      journeys that hold timings (TIMED_JOURNEYS: change → visible within 1 s across instances) alone,
 *      so another journey's load does not decide them.
 * Ends with the failed tests' names and messages, one line `tests: N passed, N failed` and a non-zero exit code on
 * any failure.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { nxEnv } from './nx.mjs';

const results = 'tmp/test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Runs a command; `quiet` keeps its output until it ends, so commands running together do not interleave. */
function run(command, args, { env = process.env, quiet = false } = {}) {
  const since = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolveRun({ ok: status === 0, seconds: seconds(since) });
    });
  });
}

async function jest(name, args, extraEnv = {}) {
  const outputFile = `${results}/${name}.json`;
  // The fixtures were built with the platform above: the journeys do not ask Nx again.
  const env = { ...process.env, E2E_FIXTURES_BUILT: 'true', ...extraEnv };
  const { ok, seconds: took } = await run('npx', ['jest', ...args, '--ci', '--json', `--outputFile=${outputFile}`], { env });
  try {
    const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites } = JSON.parse(readFileSync(outputFile, 'utf8'));
    return { passed: numPassedTests, failed: numFailedTests + numRuntimeErrorTestSuites, ok, seconds: took };
  } catch {
    return { passed: 0, failed: 1, ok: false, seconds: took };
  }
}

/**
 * Every project's unit tests through Nx (cached per project), their reports joined into one
 * `unit.json` as a single Jest run would write it: its start is this stage's start.
 */
async function unitTests() {
  const since = Date.now();
  const { ok, seconds: took } = await run('npx', ['nx', 'run-many', '-t', 'test', '--output-style=static'], { env: nxEnv() });
  const folder = `${results}/unit`;
  mkdirSync(folder, { recursive: true });
  const reports = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => JSON.parse(readFileSync(`${folder}/${entry.name}`, 'utf8')));
  const sum = (field) => reports.reduce((total, report) => total + report[field], 0);
  const joined = {
    startTime: since,
    success: ok && reports.every((report) => report.success),
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numRuntimeErrorTestSuites: sum('numRuntimeErrorTestSuites'),
    numTotalTests: sum('numTotalTests'),
    testResults: reports.flatMap((report) => report.testResults),
  };
  writeFileSync(`${results}/unit.json`, JSON.stringify(joined));
  // A project whose Jest could not even start writes no report: Nx's failure then counts as one.
  const failed = joined.numFailedTests + joined.numRuntimeErrorTestSuites;
  return { passed: joined.numPassedTests, failed: failed || (ok ? 0 : 1), ok, seconds: took };
}

const [build, lint, typecheck] = await Promise.all([
  run('npx', ['nx', 'run-many', '-t', 'build', 'build-fixture', '--output-style=static'], { env: nxEnv() }),
  run('npm', ['run', '--silent', 'lint'], { env: nxEnv(), quiet: true }),
  run('npm', ['run', '--silent', 'typecheck'], { quiet: true }),
]);
console.log(lint.ok ? `lint: no errors (${lint.seconds} s)` : 'lint: errors (see above)');
console.log(typecheck.ok ? `type check: no errors (${typecheck.seconds} s)` : 'type check: errors (see above)');
console.log(build.ok ? `build: done (${build.seconds} s)` : 'build: failed (see above)');

const unit = await unitTests();
// Without a build there is nothing to drive a browser against: the journeys count as one failure.
const TIMED_JOURNEYS = 'e2e/operations/many-instances.e2e.ts';
const journeys = build.ok ? await jest('e2e', ['-c', 'e2e/jest.config.cjs', '--testPathIgnorePatterns', TIMED_JOURNEYS]) : { passed: 0, failed: 1, ok: false, seconds: 0 };
// They start servers of their own and drive no browser: the shared servers and Chromium are not started for them.
const timed = build.ok ? await jest('e2e-timed', ['-c', 'e2e/jest.config.cjs', '--runInBand', TIMED_JOURNEYS], { E2E_SHARED: 'none' }) : { passed: 0, failed: 0, ok: false, seconds: 0 };
const e2e = { passed: journeys.passed + timed.passed, failed: journeys.failed + timed.failed, ok: journeys.ok && timed.ok, seconds: journeys.seconds + timed.seconds };

/**
 * The failed tests again, each with the start of its message, at the very end of the output: a long run's log is
 * often read from its tail only.
 */
function failureSummary() {
  const lines = [];
  for (const name of ['unit', 'e2e', 'e2e-timed']) {
    let report;
    try {
      report = JSON.parse(readFileSync(`${results}/${name}.json`, 'utf8'));
    } catch {
      continue;
    }
    for (const file of report.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (!failed.length && file.status === 'failed' && file.message) failed.push({ fullName: '(the file could not run)', failureMessages: [file.message] });
      for (const test of failed) {
        const message = (test.failureMessages ?? []).join('\n').replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim()).slice(0, 12);
        lines.push(`✕ ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`, ...message.map((line) => `    ${line}`));
      }
    }
  }
  if (lines.length) console.log(`\nfailed:\n${lines.join('\n')}`);
}

failureSummary();
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\nunit and integration: ${unit.passed} passed, ${unit.failed} failed (${unit.seconds} s)`);
console.log(build.ok ? `browser journeys: ${e2e.passed} passed, ${e2e.failed} failed (${e2e.seconds} s)` : 'browser journeys: not run, the build failed');
console.log(`whole run: ${seconds(started)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(lint.ok && typecheck.ok && build.ok && unit.ok && e2e.ok && failed === 0 ? 0 : 1);
