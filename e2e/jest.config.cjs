/** Browser journeys: real Chromium against the production build served by the real API. */
const preset = require('../jest.preset.cjs');

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testEnvironment: 'node',
  transform: preset.transform,
  moduleNameMapper: preset.moduleNameMapper,
  // Each worker reads, resolves and compiles a module (Playwright's client, several MB, in every file) once and reuses that.
  runtime: preset.runtime,
  testTimeout: 90_000,
  // The production servers that files share (support/shared-platforms.ts), started once per run.
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // Longest files first, by the seconds each took (support/journey-seconds.json), on a clean clone too.
  testSequencer: '<rootDir>/support/longest-first.cjs',
  // Three files at a time on two cores: a journey often waits (on a page, a server, a timer) and with two the cores
  // idled about 13 % of the stage; a third file fills that (measured: 504 → 453 s, the same CPU). Each file has its
  // own browser and its own schools, on a shared server or its own.
  maxWorkers: 3,
};
