module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'remote-registry',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: [],
};
