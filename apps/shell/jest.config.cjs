module.exports = { ...require('../../jest.preset.cjs'), displayName: 'shell', rootDir: __dirname };
