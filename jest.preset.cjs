/** Shared Jest settings: every project compiles TypeScript/TSX with SWC and resolves @schoolpage/* libs. */
const { resolve } = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@schoolpage/object-store/testing$': resolve(__dirname, 'libs/object-store/src/testing/s3-test-server.ts'),
    '^@schoolpage/content-contract/sample$': resolve(__dirname, 'libs/content-contract/src/sample/index.ts'),
    '^@schoolpage/ui/visually-hidden$': resolve(__dirname, 'libs/ui/src/visually-hidden/visually-hidden.tsx'),
    '^@schoolpage/ui/sticky-scroll-padding$': resolve(__dirname, 'libs/ui/src/sticky-scroll-padding/use-sticky-scroll-padding.ts'),
    '^@schoolpage/ui/scroll-padding$': resolve(__dirname, 'libs/ui/src/sticky-scroll-padding/scroll-padding.ts'),
    '^@schoolpage/(ui|api-client)/testing$': resolve(__dirname, 'libs/$1/src/testing/index.ts'),
    '^@schoolpage/([a-z-]+)$': resolve(__dirname, 'libs/$1/src/index.ts'),
    '\\.css$': resolve(__dirname, 'tools/jest/css-module.cjs'),
    '\\.(png|jpe?g|gif|webp|svg|avif)$': resolve(__dirname, 'tools/jest/file-asset.cjs'),
  },
  // FormatJS ships ES modules only: compile them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
  setupFiles: [resolve(__dirname, 'tools/jest/dom-globals.cjs')],
  // Each worker reads, resolves and compiles a module once and reuses that in its later test files.
  runtime: resolve(__dirname, 'tools/jest/worker-shared-runtime.cjs'),
  // Room for a machine whose cores are shared (two workers, other builds): a test waits longer, it checks the same.
  testTimeout: 20_000,
};
