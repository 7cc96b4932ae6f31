module.exports = { ...require('../../jest.preset.cjs'), displayName: 'words', rootDir: __dirname };
