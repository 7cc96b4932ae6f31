/** Browser journeys: real Chromium against the production build served by the real API. */
const preset = require('../jest.preset.cjs');

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testEnvironment: 'node',
  transform: preset.transform,
  moduleNameMapper: preset.moduleNameMapper,
  testTimeout: 90_000,
  // Two files at a time (two cores): each file has its own server, DATA_DIR and browser, so none shares state.
  maxWorkers: 2,
};
