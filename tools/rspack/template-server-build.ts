/**
 * The second build of a site template: the same federated remote, built for Node so the platform's
 * server can render a school's pages with it (the browser then hydrates what the server sent).
 *
 * - One file, `server/remoteEntry.js` beside the browser build: a CommonJS container with everything
 *   in it (no chunks to fetch at render time). The platform's server loads it through the Module
 *   Federation runtime, from wherever the registry says the template lives, so a deploy or a rollback
 *   changes what the server renders on the next request.
 * - React, React DOM and the router are never bundled: the server provides them (`import: false`), so
 *   the template renders with the server's single React.
 * - CSS modules give the same class names as the browser build and emit no CSS; images keep the browser
 *   build's file names and are not emitted again.
 * - The browser build's `mf-manifest.json` names this entry as `metaData.ssrRemoteEntry`, the field the
 *   federation runtime reads when it runs in Node.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  TEMPLATE_BASE_MARKER,
  TEMPLATE_SERVER_ENTRY,
} from '../../libs/content-contract/src/contract/template-server-entry';
import {
  ASSET_FILENAME,
  sharedSingletons,
  sourceResolution,
  sourceModules,
  withTemplateContract,
  type FederatedProjectOptions,
} from './federated-project';

const workspaceRoot = resolve(__dirname, '../..');

const SERVER_ENTRY = TEMPLATE_SERVER_ENTRY;

export function templateServerBuild(options: FederatedProjectOptions): Configuration {
  const production = process.env['NODE_ENV'] !== 'development';
  const browserOutput = resolve(workspaceRoot, 'dist', options.root);
  const modules = sourceModules(production);
  return {
    name: 'server',
    // After the browser build: it cleans the folder this build writes into, and its manifest is updated here.
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    target: 'async-node',
    context: resolve(workspaceRoot, options.root),
    entry: {},
    devtool: false,
    output: {
      path: resolve(browserOutput, SERVER_ENTRY.path),
      publicPath: TEMPLATE_BASE_MARKER,
      filename: '[name].js',
      chunkFilename: '[name].js',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
      uniqueName: options.name,
    },
    resolve: sourceResolution(production),
    module: {
      ...modules,
      generator: {
        'css/auto': { exportsOnly: true },
        asset: { emit: false },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: SERVER_ENTRY.name,
        library: { type: SERVER_ENTRY.type },
        exposes: withTemplateContract(options.exposes),
        remotes: {},
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedSingletons({ provided: false }),
      }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ServerEntryInManifestPlugin(resolve(browserOutput, 'mf-manifest.json')),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    experiments: { css: true },
    stats: 'errors-warnings',
  };
}

/** Names the server entry in the browser build's manifest, as the federation runtime expects in Node. */
class ServerEntryInManifestPlugin {
  constructor(private readonly manifestFile: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ServerEntryInManifestPlugin', () => {
      const manifest = JSON.parse(readFileSync(this.manifestFile, 'utf8')) as { metaData?: Record<string, unknown> };
      manifest.metaData = { ...manifest.metaData, ssrRemoteEntry: SERVER_ENTRY };
      writeFileSync(this.manifestFile, JSON.stringify(manifest, null, 2));
    });
  }
}
