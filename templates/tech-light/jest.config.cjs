module.exports = { ...require('../../jest.preset.cjs'), displayName: 'template-tech-light', rootDir: __dirname };
