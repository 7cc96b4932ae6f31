/**
 * A page of the host with builds of its own, beside the host's main build and in the same folder: the page a
 * school's server-rendered site is sent in. Its visitors download only what it needs, when it needs it:
 *
 * - the page's entry (`site.*`, with the page `site.html`) is all that runs at load: a build without Module
 *   Federation, so neither the federation runtime nor React is in it (EntryDietCheck fails the build otherwise);
 * - the take-over's script (`site-take-over.*` and its chunks `site-*`) is a build of its own with the federation
 *   runtime, downloaded by the entry when the page is taken over; the entry's script tag names it, and the files it
 *   starts with, which the entry downloads beside it (TakeOverScriptNames);
 * - it loads a remote by the remote's entry script (`remoteEntry.js`, which the server names in the
 *   page), never by its manifest, so the runtime's manifest and snapshot handling is left out;
 * - its `react-router-dom` is a facade of its own (`router`), holding only what the page and the
 *   remotes it loads use, whatever the main shell's router grows into;
 * - its files are named after the page (`site.*`, `site-*`), so the builds never write or clean each
 *   other's files;
 * - the shared libraries it provides (React, React DOM, the router) come in one file (`site-shared`), not
 *   one each: the page needs them all at once, and one file compresses smaller than five.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { rspack, type Compiler, type Configuration, type Module } from '@rspack/core';
import { TakeOverScriptNames } from './take-over-script-names';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  ASSET_FILENAME,
  browserBuildBasics,
  BUNDLER_RUNTIME,
  nodeEnvironment,
  SHARED_BUNDLER_RUNTIME_PLUGIN,
  sourceResolution,
  sharedSingletons,
  sourceModules,
  type FederatedProjectOptions,
} from './federated-project';

const workspaceRoot = resolve(__dirname, '../..');

/** The ES module beside a package's CommonJS file (`x.cjs` → `x.js`). */
const esModuleOf = (commonJsFile: string) => commonJsFile.replace(/\.cjs$/, '.js');
const bundlerRuntimeFile = (file: string) => esModuleOf(join(dirname(BUNDLER_RUNTIME), file));
const runtimeCoreFile = (file: string) => join(dirname(require.resolve('@module-federation/runtime-core')), file);
const errorCodesFile = (file: string) =>
  join(dirname(require.resolve('@module-federation/error-codes', { paths: [require.resolve('@module-federation/runtime-core')] })), file);

/**
 * The federation runtime's files the bundle starts from, as ES modules instead of CommonJS: the bundler
 * then leaves out what the page does not use (manifest snapshots and preloading, Node.js loading).
 * The files these import are ES modules too. Keys: how the federation entry, its runtime plugins and
 * shared-bundler-runtime.ts import them.
 */
const federationRuntimeAsEsModules = (): Record<string, string> => ({
  [BUNDLER_RUNTIME]: bundlerRuntimeFile('index.cjs'),
  '@module-federation/webpack-bundler-runtime/dist/index.cjs': bundlerRuntimeFile('index.cjs'),
  '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs': bundlerRuntimeFile('initContainerEntry.cjs'),
  [require.resolve('@module-federation/inject-external-runtime-core-plugin')]: esModuleOf(
    require.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ),
  '@module-federation/runtime': esModuleOf(require.resolve('@module-federation/runtime')),
  // No manifest snapshots on a school's page (see school-page-snapshot-handler.js).
  [runtimeCoreFile('plugins/snapshot/SnapshotHandler.js')]: resolve(__dirname, 'school-page-snapshot-handler.js'),
  'federation-runtime-disabled-snapshot-handler': runtimeCoreFile('plugins/snapshot/disabled.js'),
  // No preloading through the runtime either (see school-page-preload.js).
  [runtimeCoreFile('utils/preload.js')]: resolve(__dirname, 'school-page-preload.js'),
  // Its errors keep their codes, without a sentence for each (see school-page-error-descriptions.ts).
  [errorCodesFile('desc.mjs')]: resolve(__dirname, 'school-page-error-descriptions.ts'),
  // The console with the federation's prefix (see school-page-logger.js).
  [join(dirname(require.resolve('@module-federation/sdk')), 'logger.js')]: resolve(__dirname, 'school-page-logger.js'),
});

/** What the page provides to its remotes: React, React DOM and the router (the page's facade over react-router). */
const providedLibraries = (router: string) => (module: Module) => {
  const resource = (module as { resource?: string }).resource ?? '';
  return resource === router || /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(resource);
};

/** Fails the build if a CommonJS file of the federation runtime got in anyway: it would be a second runtime. */
class EsModuleRuntimeCheck {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('EsModuleRuntimeCheck', (compilation) => {
      compilation.hooks.finishModules.tap('EsModuleRuntimeCheck', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource ?? '';
          if (/[\\/]@module-federation[\\/].+\.cjs$/.test(resource) && !resource.includes('_virtual')) {
            compilation.errors.push(new compiler.rspack.WebpackError(`${resource} is CommonJS: add its ES module to federationRuntimeAsEsModules.`));
          }
        }
      });
    });
  }
}

/**
 * Fails the build if the page's entry would bring the federation runtime or React with it: they are the take-over's,
 * downloaded at the visitor's first move, never run while the page loads.
 */
class EntryDietCheck {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('EntryDietCheck', (compilation) => {
      compilation.hooks.finishModules.tap('EntryDietCheck', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource ?? '';
          if (/[\\/]node_modules[\\/](@module-federation|react|react-dom|react-router|scheduler)[\\/]/.test(resource)) {
            compilation.errors.push(new compiler.rspack.WebpackError(`${resource} is in the page's entry: import it from the take-over's script.`));
          }
        }
      });
    });
  }
}

export interface HostPage {
  /** The entry's name, which its files are named after, e.g. `site`. */
  entry: string;
  /** The entry module, relative to the project: what runs at load. */
  source: string;
  /**
   * The take-over's module, relative to the project (the federated part, a build of its own), and the attribute of
   * the entry's script tag that names its script.
   */
  takeOver: { source: string; attribute: string };
  /** The page's HTML template, relative to the project, and the file it is written to. */
  template: string;
  filename: string;
  /** What `react-router-dom` is on this page (a facade, see router-facade.ts). */
  router: string;
}

/** Files of the page's entry build: the page and `site.*`. */
const isEntryFile = (page: HostPage, file: string) => file === page.filename || file.startsWith(`${page.entry}.`);
/** Files of the take-over's build: `site-*`. */
const isTakeOverFile = (page: HostPage, file: string) => file.startsWith(`${page.entry}-`);

/** Whether a path in the build folder (as the clean step gives it: absolute) belongs to one of the pages' builds. */
export function isPageFile(pages: readonly HostPage[], folder: string): (path: string) => boolean {
  return (path) => {
    const file = relative(folder, path);
    return pages.some((page) => isEntryFile(page, file) || isTakeOverFile(page, file));
  };
}

/** Only `owns`' files are cleaned: the folder itself is looked into, every other build's files are kept. */
const cleanOnly = (folder: string, owns: (file: string) => boolean) => ({ keep: (path: string) => path !== folder && !owns(relative(folder, path)) });

/** The page's two builds: the take-over's script first, then the page's entry, whose script tag names it. */
export function hostPageBuilds(options: FederatedProjectOptions, page: HostPage): Configuration[] {
  const takeOverScript = new TakeOverScriptNames(page.takeOver.attribute);
  return [takeOverBuild(options, page, takeOverScript), entryBuild(options, page, takeOverScript)];
}

const takeOverName = (page: HostPage) => `${page.entry}-take-over`;

/** Where both page builds read and write, and whether they build for production (hashed file names). */
function pageBuildPlace(options: FederatedProjectOptions) {
  const production = process.env['NODE_ENV'] !== 'development';
  return {
    production,
    projectRoot: resolve(workspaceRoot, options.root),
    hash: production ? '.[contenthash:8]' : '',
    folder: resolve(workspaceRoot, 'dist', options.root),
  };
}

function takeOverBuild(options: FederatedProjectOptions, page: HostPage, takeOverScript: TakeOverScriptNames): Configuration {
  const { production, projectRoot, hash, folder } = pageBuildPlace(options);

  return {
    ...browserBuildBasics(production),
    optimization: {
      ...browserBuildBasics(production).optimization,
      splitChunks: {
        chunks: 'async',
        cacheGroups: { shared: { test: providedLibraries(page.router), name: 'shared', chunks: 'async', enforce: true } },
      },
    },
    name: takeOverName(page),
    // After the main build: both clean the same folder, and one's clean must not list a file the other is removing.
    dependencies: ['browser'],
    context: projectRoot,
    entry: { [takeOverName(page)]: page.takeOver.source },
    output: {
      path: folder,
      publicPath: options.publicPath ?? 'auto',
      filename: `[name]${hash}.js`,
      chunkFilename: `${page.entry}-[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `${page.entry}-[name]${hash}.css`,
      assetModuleFilename: `${page.entry}-${ASSET_FILENAME}`,
      clean: cleanOnly(folder, (file) => isTakeOverFile(page, file)),
      uniqueName: `${options.name}_${page.entry}`,
    },
    resolve: {
      ...sourceResolution(production),
      alias: { ...(sourceResolution(production).alias as object), ...federationRuntimeAsEsModules(), 'react-router-dom$': page.router },
    },
    module: sourceModules(production),
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        remotes: {},
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        runtimePlugins: [SHARED_BUNDLER_RUNTIME_PLUGIN],
        experiments: {
          provideExternalRuntime: true,
          optimization: { target: 'web', disableSnapshot: true },
        },
        shared: sharedSingletons(),
      }),
      takeOverScript.recorder(takeOverName(page), resolve(projectRoot, page.takeOver.source)),
      new EsModuleRuntimeCheck(),
      nodeEnvironment(production),
    ],
  };
}

function entryBuild(options: FederatedProjectOptions, page: HostPage, takeOverScript: TakeOverScriptNames): Configuration {
  const { production, projectRoot, hash, folder } = pageBuildPlace(options);

  return {
    ...browserBuildBasics(production),
    name: page.entry,
    // After the take-over's build: its script tag names the take-over's script.
    dependencies: [takeOverName(page)],
    context: projectRoot,
    entry: { [page.entry]: page.source },
    output: {
      path: folder,
      publicPath: options.publicPath ?? 'auto',
      filename: `[name]${hash}.js`,
      clean: cleanOnly(folder, (file) => isEntryFile(page, file)),
      uniqueName: `${options.name}_${page.entry}_entry`,
    },
    resolve: sourceResolution(production),
    module: sourceModules(production),
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: resolve(projectRoot, page.template),
        filename: page.filename,
        scriptLoading: 'defer',
        chunks: [page.entry],
        minify: false,
      }),
      // No preloads: a server-rendered page paints first, then downloads its take-over at the visitor's first move.
      takeOverScript.namer(page.filename),
      new EntryDietCheck(),
      nodeEnvironment(production),
    ],
  };
}
