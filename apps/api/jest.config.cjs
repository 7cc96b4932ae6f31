/** file-type and its helpers ship as ES modules only; Jest (CommonJS) compiles them like our own code. */
const esmOnlyPackages = ['file-type', 'strtok3', 'token-types', 'peek-readable', '@tokenizer', 'uint8array-extras', '@borewit'];

module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFiles: [],
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
};
