/** Every project's unit and integration tests in one run (each project keeps its own jest.config.cjs). */
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { testTimeout } = require('./jest.preset.cjs');

const projects = ['apps', 'libs', 'templates', 'tools']
  .flatMap((group) => (existsSync(join(__dirname, group)) ? readdirSync(join(__dirname, group)).map((name) => join(__dirname, group, name)) : []))
  .filter((root) => existsSync(join(root, 'jest.config.cjs')));

// Two workers for two cores: left to itself Jest takes cores - 1 (one here) and runs the files one after another.
module.exports = { projects, maxWorkers: 2, testTimeout };
