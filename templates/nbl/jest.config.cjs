const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'template-nbl',
  rootDir: __dirname,
  moduleNameMapper: {
    '^@schoolpage/site-kit/testing$': `${__dirname}/../../libs/site-kit/src/testing/index.ts`,
    ...preset.moduleNameMapper,
  },
};
