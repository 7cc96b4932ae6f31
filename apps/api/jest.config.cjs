module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: [],
};
