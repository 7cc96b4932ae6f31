module.exports = { ...require('../../jest.preset.cjs'), displayName: 'template-curl-set', rootDir: __dirname };
