module.exports = { ...require('../../jest.preset.cjs'), displayName: 'content-contract', rootDir: __dirname };
