/**
 * Hands the take-over's script from its build to the page's entry build (host-page-build.ts): the take-over's build
 * records its entry's file once written, and the entry's build, which runs after it, names that file on the page's
 * script tag (`<script defer src="/site.….js" data-take-over="/site-take-over.….js">`). The entry downloads it at
 * the visitor's first move, so the page names no other script and preloads none.
 */
import { rspack, type Compiler } from '@rspack/core';

const PLUGIN = 'TakeOverScriptNames';

export class TakeOverScriptNames {
  /** The take-over's entry file, as its build wrote it (relative to the public path). */
  private file: string | undefined;

  /** @param attribute the attribute of the entry's script tag that names the take-over's script. */
  constructor(private readonly attribute: string) {}

  /** For the take-over's build: records the file of its entry `entry`. */
  recorder(entry: string) {
    return {
      apply: (compiler: Compiler) => {
        compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
          const files = [...(compilation.entrypoints.get(entry)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
          this.file = files.length === 1 ? files[0] : undefined;
          if (!this.file) compilation.errors.push(new compiler.rspack.WebpackError(`The take-over's entry ${entry} should be one script, not ${files.length}.`));
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
            if (!this.file || !script || more.length) {
              compilation.errors.push(new compiler.rspack.WebpackError(`${page} should have one script and a take-over's script to name.`));
              return data;
            }
            script.attributes[this.attribute] = data.publicPath + this.file;
            return data;
          });
        });
      },
    };
  }
}
