/**
 * `npm test`: every test of the platform.
 *   0. lint (eslint.config.mjs: project boundaries by tag, type-checked rules, React hooks), then the type
 *      check of the whole workspace (tsc; the bundlers and jest only strip types);
 *   1. unit and integration tests of every project (jest, one run over all projects);
 *   2. the production build (Nx, cached);
 *   3. browser journeys under e2e/ (playwright-core driving Debian's Chromium against that build).
 * Ends with one line `tests: N passed, N failed` and a non-zero exit code on any failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { nx } from './nx.mjs';

const results = 'tmp/test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function jest(name, args) {
  const outputFile = `${results}/${name}.json`;
  const run = spawnSync('npx', ['jest', ...args, '--json', `--outputFile=${outputFile}`], { stdio: 'inherit' });
  try {
    const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites } = JSON.parse(readFileSync(outputFile, 'utf8'));
    return { passed: numPassedTests, failed: numFailedTests + numRuntimeErrorTestSuites, ok: run.status === 0 };
  } catch {
    return { passed: 0, failed: 1, ok: false };
  }
}

const lintStarted = Date.now();
const lint = spawnSync('npm', ['run', '--silent', 'lint'], { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
const lintSeconds = Math.round((Date.now() - lintStarted) / 1000);
console.log(lint.status === 0 ? `lint: no errors (${lintSeconds} s)` : 'lint: errors (see above)');

const typecheck = spawnSync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { stdio: 'inherit' });
console.log(typecheck.status === 0 ? 'type check: no errors' : 'type check: errors (see above)');

const unit = jest('unit', ['-c', 'jest.config.cjs', '--ci']);
nx(['run-many', '-t', 'build', '--output-style=static']);
const e2e = jest('e2e', ['-c', 'e2e/jest.config.cjs', '--ci', '--runInBand']);

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\nunit and integration: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`browser journeys: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(lint.status === 0 && typecheck.status === 0 && unit.ok && e2e.ok && failed === 0 ? 0 : 1);
