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
  maxWorkers: 1,
};
