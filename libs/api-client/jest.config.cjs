module.exports = { ...require('../../jest.preset.cjs'), displayName: 'api-client', rootDir: __dirname };
