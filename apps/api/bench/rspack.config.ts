import { resolve } from 'node:path';
import type { Configuration } from '@rspack/core';
import apiConfig from '../rspack.config';

/** The benchmark is bundled like the API itself (same loaders and externals), into dist/apps/api-bench. */
const config: Configuration = {
  ...apiConfig,
  context: __dirname,
  entry: { 'api-bench': './api-bench.ts', 'bare-server': './bare-server.ts', 'search-profile': './search-profile.ts', 'memory-bench': './memory-bench.ts', 'memory-report': './memory-report.ts', 'pause-report': './pause-report.ts' },
  output: { path: resolve(__dirname, '../../../dist/apps/api-bench'), filename: '[name].js', clean: true, publicPath: '/' },
  module: {
    rules: [
      ...(apiConfig.module?.rules ?? []),
      // The sample content names its pictures by URL; the benchmark needs the URLs only, not the files.
      { test: /\.(webp|png|jpe?g|gif|svg)$/, type: 'asset/resource', generator: { emit: false, filename: 'sample/[name][ext]' } },
    ],
  },
  devtool: false,
};

export default config;
