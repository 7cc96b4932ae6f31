/**
 * Lists, in the host's HTML page, the files the host fetches as soon as its entry runs: the chunks of
 * the entry's own dynamic imports (the bootstrap behind the federation async boundary) and the
 * shared libraries it provides (React, React DOM, the router). Without the list the browser learns of
 * them only after main.js has downloaded and run; with it they all download alongside main.js.
 */
import { rspack, type Chunk, type ChunkGroup, type Compilation, type Compiler } from '@rspack/core';

const PLUGIN = 'StartupPreloadPlugin';

export class StartupPreloadPlugin {
  /**
   * @param entryModule absolute path of the page's entry module (its `import()`s start the app).
   * @param page the HTML file the list goes in (a host may have several pages, each with its entry).
   */
  constructor(
    private readonly entryModule: string,
    private readonly page: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(PLUGIN, async (data) => {
        if (data.outputName !== this.page) return data;
        const preloads = startupFiles(compilation, this.entryModule).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: data.publicPath + file, as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        data.assetTags.styles.push(...preloads);
        return data;
      });
    });
  }
}

/** Files of every chunk group started by the entry module or by a shared library the host provides. */
export function startupFiles(compilation: Compilation, entryModule: string): string[] {
  const startsAtLoad = (group: ChunkGroup) =>
    group.origins.some((origin) => {
      const module = origin.module as { type?: string; resource?: string } | undefined;
      return module?.type === 'provide-module' || module?.resource === entryModule;
    });
  const files = compilation.chunkGroups
    .filter(startsAtLoad)
    .flatMap((group) => group.chunks.flatMap((chunk: Chunk) => [...chunk.files]));
  return [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();
}
