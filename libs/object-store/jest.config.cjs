module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'object-store',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: [],
};
