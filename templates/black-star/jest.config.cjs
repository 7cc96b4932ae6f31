module.exports = { ...require('../../jest.preset.cjs'), displayName: 'template-black-star', rootDir: __dirname };
