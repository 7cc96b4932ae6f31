module.exports = { ...require('../../jest.preset.cjs'), displayName: 'dashboard', rootDir: __dirname };
