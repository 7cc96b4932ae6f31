/**
 * One Rspack configuration for every front-end project of the platform: the shell (host), the app
 * remotes (landing, search, dashboard) and every site template remote.
 *
 * - react, react-dom (with its client subpath), react/jsx-runtime and react-router-dom are shared
 *   singletons, so the page holds exactly one React whichever remote brings it.
 * - Remote URLs are never compiled in: the shell learns them at runtime from GET /api/platform/remotes.
 * - `loaded-first` share strategy: a remote's entry is fetched only when something loads it.
 * - CSS modules keep each remote's styles to itself.
 * - The shell provides the federation runtime (core and bundler runtime) to every remote.
 * - A page of the shell with a diet of its own (a school's page) has builds of its own (host-page-build.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global';
import { hostPageBuilds, isPageFile, type HostPage } from './host-page-build';
import { StartupPreloadPlugin } from './startup-preload-plugin';
import { templateServerBuild } from './template-server-build';

const workspaceRoot = resolve(__dirname, '../..');

export interface FederatedProjectOptions {
  /** Project folder relative to the workspace root, e.g. `apps/shell` or `templates/run`. */
  root: string;
  /** Module Federation container name (a JavaScript identifier). */
  name: string;
  /** Modules this remote offers, e.g. `{ './Site': './src/site.tsx' }`. The shell exposes none. */
  exposes?: Record<string, string>;
  /** The host has an HTML page; remotes only have their entry and manifest. */
  html?: { title: string };
  /**
   * More pages of the host, each with a build of its own (see host-page-build.ts): e.g. the page a
   * school's server-rendered site is sent in.
   */
  pages?: HostPage[];
  /** Public path of the built files (the host lives at `/`, remotes use `auto`). */
  publicPath?: string;
}

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * React, React DOM (and their subpaths) and the router, shared once by every remote. `provided: false`
 * makes a remote rely on its host's copy instead of carrying a fallback (the server build of a template:
 * the platform's server always provides them).
 */
export function sharedSingletons({ provided = true } = {}) {
  const deps = readPackage(resolve(workspaceRoot, 'package.json')).dependencies ?? {};
  const shared = (requiredVersion: string, version?: string) => ({
    ...singleton(requiredVersion),
    ...(version ? { version } : {}),
    ...(provided ? {} : { import: false as const }),
  });
  return {
    react: shared(deps['react']),
    'react/': shared(deps['react']),
    'react-dom': shared(deps['react-dom']),
    'react-dom/': shared(deps['react-dom']),
    'react-router-dom': shared(deps['react-router-dom'], installedVersion('react-router-dom')),
  };
}

/** Everyone's `react-router-dom` is this facade, shared once (see router-facade.ts). */
export const ROUTER_FACADE = resolve(__dirname, 'router-facade.ts');

/** A school's page gets a smaller one (see site-router-facade.ts). */
export const SITE_ROUTER_FACADE = resolve(__dirname, 'site-router-facade.ts');

/**
 * The bundler runtime a federated entry imports, resolved as Rspack's federation plugin resolves it
 * (from the runtime tools the federation plugin uses): remotes take it from the host instead.
 */
export const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime', {
  paths: [require.resolve('@module-federation/runtime-tools/bundler', { paths: [require.resolve('@module-federation/enhanced')] })],
});

/** The host's runtime plugin that provides it (see shared-bundler-runtime.ts). */
export const SHARED_BUNDLER_RUNTIME_PLUGIN = resolve(__dirname, 'shared-bundler-runtime.ts');

const installedVersion = (pkg: string): string =>
  readPackage(require.resolve(`${pkg}/package.json`, { paths: [workspaceRoot] })).version;

function readPackage(file: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8')) as { version: string; dependencies?: Record<string, string> };
}

/** The content-contract version a template is built against, read by the shell before mounting it. */
export const TEMPLATE_CONTRACT = resolve(workspaceRoot, 'libs/content-contract/src/contract/template-contract.ts');

/** A template (a remote exposing `./Site`) also exposes `./contract`, unless it declares its own. */
export function withTemplateContract(exposes?: Record<string, string>): Record<string, string> | undefined {
  if (!exposes?.['./Site'] || exposes['./contract']) return exposes;
  return { ...exposes, './contract': TEMPLATE_CONTRACT };
}

/** Where pictures and fonts a bundle imports are written: the same name in every build of a project. */
export const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';

/**
 * react-router's production build. The package points every bundler at its development build, warnings
 * and all (remix-run/react-router#14102), so production builds name the production one themselves.
 */
const REACT_ROUTER_PRODUCTION = resolve(dirname(require.resolve('react-router/package.json', { paths: [workspaceRoot] })), 'dist/production/index.mjs');

/** Turns a `*.messages.json` catalogue into parsed messages at build time. */
const MESSAGES_LOADER = resolve(__dirname, 'messages-loader.cjs');

/**
 * A school's page ships its messages parsed (MESSAGES_LOADER), so its build leaves the ICU parser out: FormatJS
 * then takes the parser's `no-parser` build (its types only). Apps whose catalogues are not `*.messages.json`
 * keep the parser.
 */
export function withoutMessageParser(resolution: NonNullable<Configuration['resolve']>): NonNullable<Configuration['resolve']> {
  const noParser = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js', { paths: [workspaceRoot] });
  return { ...resolution, alias: { ...(resolution.alias as Record<string, string>), '@formatjs/icu-messageformat-parser$': noParser } };
}

/** How every front-end build finds modules: TypeScript paths, everyone's router is the facade (over react-router's production build in production). */
export function sourceResolution(production: boolean): NonNullable<Configuration['resolve']> {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    tsConfig: resolve(workspaceRoot, 'tsconfig.base.json'),
    alias: { 'react-router-dom$': ROUTER_FACADE, ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}) },
  };
}

/** How every front-end project reads its sources: TypeScript/JSX, CSS modules, small images inline. */
export function sourceModules(production: boolean): NonNullable<Configuration['module']> {
  return {
    parser: {
      'css/auto': { namedExports: false },
      // An import of something a module does not export fails the build.
      javascript: { exportsPresence: 'error' },
    },
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      // What nobody imports from react-router stays out of the bundle (see the loader).
      ...(production ? [{ test: /[\\/]react-router[\\/]dist[\\/]production[\\/].+\.mjs$/, loader: resolve(__dirname, 'react-router-tree-shaking-loader.cjs') }] : []),
      // The workspace libs have no side effects, so whatever a bundle does not use is dropped.
      { test: /[\\/]libs[\\/]/, sideEffects: false },
      { test: /\.(png|jpe?g|gif|webp|svg|avif)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      // Self-hosted typefaces (the site kit's heading fonts): files of their own, fetched only when used.
      { test: /\.woff2$/i, type: 'asset/resource' },
      // Message catalogues arrive parsed: a page formats its words without the ICU parser (messages-loader.cjs).
      // The site's own words' English is in every page: the other languages' catalogues there take its ids.
      {
        test: /\.messages\.json$/,
        type: 'javascript/auto',
        loader: MESSAGES_LOADER,
        options: { englishInEveryPage: [join('site-kit', 'src', 'words', 'catalogues')] },
      },
    ],
  };
}

/** What every browser build of the platform sets alike: production or development, minified, CSS built in. */
export function browserBuildBasics(production: boolean) {
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    optimization: { minimize: production, mangleExports: production ? 'size' : false },
    performance: { hints: false },
    experiments: { css: true },
    stats: 'errors-warnings',
  } satisfies Configuration;
}

/** React and the libs read `process.env.NODE_ENV` to leave their development checks out. */
export const nodeEnvironment = (production: boolean) =>
  new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') });

export function federatedProject(options: FederatedProjectOptions): Configuration | Configuration[] {
  const browser = browserBuild(options);
  // A template is rendered on the server too: its second build runs in Node (see template-server-build.ts).
  if (options.exposes?.['./Site']) return [browser, templateServerBuild(options)];
  const pages = options.pages ?? [];
  return pages.length ? [browser, ...pages.flatMap((page) => hostPageBuilds(options, page))] : browser;
}

function browserBuild(options: FederatedProjectOptions): Configuration {
  const production = process.env['NODE_ENV'] !== 'development';
  const projectRoot = resolve(workspaceRoot, options.root);
  const exposes = withTemplateContract(options.exposes);
  const output = resolve(workspaceRoot, 'dist', options.root);

  return {
    ...browserBuildBasics(production),
    name: 'browser',
    context: projectRoot,
    entry: { main: './src/main.ts' },
    output: {
      path: output,
      publicPath: options.publicPath ?? 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: ASSET_FILENAME,
      // The host's pages are built beside it, into the same folder: their files are theirs to clean.
      clean: options.pages?.length ? { keep: isPageFile(options.pages, output) } : true,
      uniqueName: options.name,
    },
    // A template's pages format parsed messages only (see withoutMessageParser).
    resolve: options.exposes?.['./Site'] ? withoutMessageParser(sourceResolution(production)) : sourceResolution(production),
    module: sourceModules(production),
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        shareStrategy: 'loaded-first',
        // The shell provides the federation runtime once (its core here, its bundler runtime below);
        // remotes reuse it instead of shipping a copy.
        experiments: {
          ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
          // Browser-only bundles: the runtime's Node.js code paths are left out.
          optimization: { target: 'web' },
        },
        shared: sharedSingletons(),
        ...(exposes ? {} : { runtimePlugins: [SHARED_BUNDLER_RUNTIME_PLUGIN] }),
      }),
      // ...and the bundler runtime too (provided by the host's SHARED_BUNDLER_RUNTIME_PLUGIN).
      ...(exposes ? [new rspack.ExternalsPlugin('global', { [BUNDLER_RUNTIME]: BUNDLER_RUNTIME_GLOBAL })] : []),
      ...(options.html
        ? [
            new rspack.HtmlRspackPlugin({
              template: resolve(projectRoot, 'src/index.html'),
              title: options.html.title,
              scriptLoading: 'defer',
              chunks: ['main'],
            }),
            new StartupPreloadPlugin(resolve(projectRoot, 'src/main.ts'), 'index.html'),
          ]
        : []),
      ...(existsSync(resolve(projectRoot, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: resolve(projectRoot, 'public') }] })]
        : []),
      nodeEnvironment(production),
    ],
  };
}
