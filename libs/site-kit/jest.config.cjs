const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'site-kit',
  rootDir: __dirname,
  moduleNameMapper: {
    '^@schoolpage/site-kit/testing$': `${__dirname}/src/testing/index.ts`,
    ...preset.moduleNameMapper,
  },
};
