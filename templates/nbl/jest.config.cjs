module.exports = { ...require('../../jest.preset.cjs'), displayName: 'template-nbl', rootDir: __dirname };
