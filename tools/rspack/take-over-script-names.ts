/**
 * Hands the take-over's script from its build to the page's entry build (host-page-build.ts): the take-over's build
 * records its entry's file once written, with the files that script fetches as soon as it runs (React, the
 * hydration's chunk: startup-preload-plugin.ts), and the entry's build, which runs after it, names them on the page's
 * script tag (`<script defer src="/site.….js" data-take-over="/site-take-over.….js /site-shared.….js …">`). The
 * entry downloads them all at once at the visitor's first move, so the page names no other script and preloads none.
 */
import { rspack, type Compiler } from '@rspack/core';
import { startupFiles } from './startup-preload-plugin';

const PLUGIN = 'TakeOverScriptNames';

export class TakeOverScriptNames {
  /** The take-over's entry file, as its build wrote it, then the files it starts with (relative to the public path). */
  private files: string[] | undefined;

  /** @param attribute the attribute of the entry's script tag that names the take-over's script. */
  constructor(private readonly attribute: string) {}

  /** For the take-over's build: records the file of its entry `entry` (the module `entryModule`, an absolute path). */
  recorder(entry: string, entryModule: string) {
    return {
      apply: (compiler: Compiler) => {
        compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
          const scripts = [...(compilation.entrypoints.get(entry)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
          this.files = scripts.length === 1 ? [scripts[0], ...startupFiles(compilation, entryModule)] : undefined;
          if (!this.files) compilation.errors.push(new compiler.rspack.WebpackError(`The take-over's entry ${entry} should be one script, not ${scripts.length}.`));
        });
      },
    };
  }

  /** For the entry's build: names the recorded file on the entry's script tag in `page`. */
  namer(page: string) {
    return {
      apply: (compiler: Compiler) => {
        compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
          rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(PLUGIN, async (data) => {
            if (data.outputName !== page) return data;
            const [script, ...more] = data.assetTags.scripts;
            if (!this.files || !script || more.length) {
              compilation.errors.push(new compiler.rspack.WebpackError(`${page} should have one script and a take-over's script to name.`));
              return data;
            }
            script.attributes[this.attribute] = this.files.map((file) => data.publicPath + file).join(' ');
            return data;
          });
        });
      },
    };
  }
}
