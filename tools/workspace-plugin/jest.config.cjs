module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'workspace-plugin',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: [],
};
