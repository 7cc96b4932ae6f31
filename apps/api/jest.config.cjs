/** file-type and its helpers, and feed, ship as ES modules only; Jest (CommonJS) compiles them like our own code. */
const esmOnlyPackages = ['file-type', 'strtok3', 'token-types', 'peek-readable', '@tokenizer', 'uint8array-extras', '@borewit', 'feed'];

const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  // The benchmark's own parts (its open-loop client) are tested beside it too.
  testMatch: [...preset.testMatch, '<rootDir>/bench/**/*.spec.ts'],
  // Passwords are hashed at argon2's least cost in tests (src/testing/light-password-hashing.cjs).
  setupFiles: ['<rootDir>/src/testing/light-password-hashing.cjs'],
  // file-type's package exports offer only "import"/"module-sync" entries for Node.
  moduleNameMapper: { ...preset.moduleNameMapper, '^file-type$': require.resolve('../../node_modules/file-type/index.js') },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  // The longest project (about half of every unit test's time): two workers, one a core, while Nx runs the
  // other projects beside it; alone Jest would take one (cores - 1).
  maxWorkers: 2,
};
