module.exports = { ...require('../../jest.preset.cjs'), displayName: 'template-run', rootDir: __dirname };
