module.exports = { ...require('../../jest.preset.cjs'), displayName: 'template-manga-center', rootDir: __dirname };
