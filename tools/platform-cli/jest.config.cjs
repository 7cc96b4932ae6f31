module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'platform-cli',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: [],
};
