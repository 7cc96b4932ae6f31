// Lint of the whole workspace (`npm run lint`; `npm test` runs it first). Three things are checked:
// the boundaries between projects (their `type:*` tags), typescript-eslint's type-checked recommended
// rules, the rules of React hooks, and that the dashboard's words come from its catalogues.
import { createProjectGraphAsync } from '@nx/devkit';
import nx from '@nx/eslint-plugin';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The boundary rule reads Nx's cached project graph (and skips itself when there is none): bring it up to date.
await createProjectGraphAsync({ exitOnError: true });

/** Which projects a project may import, by tag (project.json `tags`). */
const DEPENDENCY_RULES = [
  // The shell and the app remotes: shared UI, the contract and the one API client; never the API itself.
  { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:contract', 'type:ui', 'type:api-client'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:contract', 'type:ui', 'type:api-client'] },
  // A template draws a site from the content it is given: presentation libs and the contract only.
  { sourceTag: 'type:template', onlyDependOnLibsWithTags: ['type:contract', 'type:ui'] },
  // Libraries never import apps (nor the API client, which is for apps only).
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contract', 'type:ui'] },
  { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:contract'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:contract', 'type:server'] },
  // The API and the operator's tools run on the server.
  { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:contract', 'type:server'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:contract', 'type:server'] },
];

/** The files of the workspace's TypeScript program (tsconfig.json `include`): linted with type information. */
const TYPED_FILES = [
  'apps/*/src/**/*.{ts,tsx}',
  'apps/*/bench/**/*.ts',
  'libs/*/src/**/*.{ts,tsx}',
  'templates/*/src/**/*.{ts,tsx}',
  'tools/*/src/**/*.ts',
  'tools/rspack/*.ts',
  'tools/types/*.d.ts',
  'e2e/**/*.{ts,tsx}',
];

/** React code: the shell, the app remotes, the shared React libraries and the templates. */
const REACT_FILES = [
  'apps/{shell,landing,search,dashboard}/src/**/*.{ts,tsx}',
  'libs/{ui,site-kit,api-client}/src/**/*.{ts,tsx}',
  'templates/*/src/**/*.{ts,tsx}',
];

/** `_name` marks a value left unused on purpose; a rest sibling leaves out the fields named beside it. */
const UNUSED_VARS = [
  'error',
  { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
];

export default tseslint.config(
  { ignores: ['**/node_modules/', 'dist/', 'tmp/', 'data/', 'coverage/', '.nx/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  ...nx.configs['flat/base'],
  {
    // Project code only: build and test configurations import the workspace's shared set-up by path.
    files: ['{apps,libs,templates,tools}/*/src/**/*.{ts,tsx}', 'apps/*/bench/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The shell loads the sample school (`@schoolpage/content-contract/sample`) on demand only.
          checkDynamicDependenciesExceptions: ['content-contract'],
          depConstraints: DEPENDENCY_RULES,
        },
      ],
    },
  },

  {
    // The workspace rules' tests (a project, so Nx can cache them) read the build's own files under
    // tools/rspack/, which belong to no project: the boundaries between projects do not apply to them.
    files: ['tools/workspace/src/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },

  {
    // The API's search folder is reached through its top-level files (the SchoolSearch port, its module,
    // answers and searches count): its engine and its adapters are its own (apps/api/README.md).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/search/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/search/engine/*', '**/search/sqlite/*', '**/search/mongo/*'],
              message: "Use the search folder's top-level files (school-search.ts, search.module.ts, search-answers.service.ts, search-count.service.ts).",
            },
          ],
        },
      ],
    },
  },

  {
    files: TYPED_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An adapter implements a Promise-returning port with `async` even when its driver is synchronous
      // (SQLite, test doubles): a throw then becomes a rejection, as the port promises.
      '@typescript-eslint/require-await': 'off',
      // An async function may stand where a callback's result is ignored (event handlers, `onRemoved`,
      // `reload`): each one catches and shows its own failure.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // The router's navigate() is typed `void | Promise<void>` but never rejects.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      '@typescript-eslint/no-unused-vars': UNUSED_VARS,
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'e2e/**/*.ts', '**/testing/**/*.ts'],
    rules: {
      // Tests read untyped answers (supertest's `body`, parsed JSON, page.evaluate) and assert on them.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // `expect(double.method).toHaveBeenCalled()` names a method without calling it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Build configurations (rspack.config.ts) and plain scripts are outside the workspace program.
    files: ['**/*.ts', '**/*.mjs', '**/*.cjs', '**/*.js'],
    ignores: TYPED_FILES,
    extends: [tseslint.configs.recommended],
    rules: { '@typescript-eslint/no-unused-vars': UNUSED_VARS },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    files: REACT_FILES,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The plugin's other rules judge code for the React Compiler, which this workspace does not use: on
      // this code they flag only deliberate patterns (a data hook resetting to "loading" in the effect that
      // loads, a latest-value ref, a page looked up in a static table) and they take a quarter of the run.
    },
  },

  {
    // Every word the dashboard shows comes from its catalogues (English and Hindi, libs/words): text or a
    // user-facing attribute written into a component fails. Attributes that are not read by people are left alone.
    files: ['apps/dashboard/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className', 'style', 'type', 'key', 'id', 'width', 'height', 'role', 'href', 'to', 'name', 'htmlFor',
              'autoComplete', 'inputMode', 'method', 'rel', 'target', 'lang', 'dir', 'accept', 'pattern', 'loading',
              'decoding', 'encType', 'form', 'variant', 'size', 'as', 'level', 'tone', 'kind', 'field', 'path', 'section',
              'data-.*', 'aria-controls', 'aria-describedby', 'aria-labelledby', 'aria-live', 'aria-current',
              'aria-haspopup', 'aria-expanded', 'aria-hidden', 'aria-invalid', 'aria-pressed', 'aria-selected',
              'aria-sort', 'aria-atomic', 'aria-relevant', 'aria-orientation', 'aria-modal', 'aria-busy', 'autoFocus',
              'spellCheck', 'wrap', 'scope', 'sizes', 'srcSet', 'src', 'action', 'colSpan', 'rowSpan', 'step', 'min', 'max',
            ],
          },
        },
      ],
    },
  },
);
