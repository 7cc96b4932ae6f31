import { resolve } from 'node:path';
import type { Configuration } from '@rspack/core';
import { ASSET_FILENAME } from './federated-project';

const workspaceRoot = resolve(__dirname, '../..');

/**
 * A Node program (the API, the platform CLI) bundled into one CommonJS file. Workspace libs are
 * bundled in; npm packages stay external and load from node_modules.
 */
export function nodeProgram({ root }: { root: string }): Configuration {
  return {
    mode: 'production',
    target: 'node20',
    context: resolve(workspaceRoot, root),
    entry: { main: './src/main.ts' },
    output: { path: resolve(workspaceRoot, 'dist', root), filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.js', '.json'], tsConfig: resolve(workspaceRoot, 'tsconfig.base.json') },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        const bundled = !request || request.startsWith('.') || request.startsWith('/') || request.startsWith('@schoolpage/');
        return bundled ? callback() : callback(undefined, request);
      },
    ],
    module: {
      // A dynamic import (an adapter loaded only when configured) stays in the one file and runs when called.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true },
              target: 'es2022',
              keepClassNames: true,
            },
          },
        },
        // Pictures (the sample school's) resolve to the URLs the shell serves them at, under the same
        // content-hashed names; the shell's build emits them, this one only names them.
        {
          test: /\.(png|jpe?g|gif|webp|avif)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 2048 } },
          generator: { emit: false, filename: ASSET_FILENAME, publicPath: '/' },
        },
      ],
    },
    optimization: { minimize: false, nodeEnv: false },
    devtool: 'source-map',
    stats: 'errors-warnings',
  };
}
