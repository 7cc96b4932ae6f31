module.exports = { ...require('../../jest.preset.cjs'), displayName: 'landing', rootDir: __dirname };
