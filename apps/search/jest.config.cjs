module.exports = { ...require('../../jest.preset.cjs'), displayName: 'search', rootDir: __dirname };
