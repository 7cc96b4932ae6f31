module.exports = { ...require('../../jest.preset.cjs'), displayName: 'template-sandy-pleagad', rootDir: __dirname };
