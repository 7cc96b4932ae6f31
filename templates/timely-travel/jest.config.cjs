module.exports = { ...require('../../jest.preset.cjs'), displayName: 'template-timely-travel', rootDir: __dirname };
