import { Inject, Injectable, Logger } from '@nestjs/common';
import { readFile, stat } from 'node:fs/promises';
import {
  APP_REMOTES,
  BUILT_IN_TEMPLATES,
  remoteBundlePath,
  type RemoteEntry,
  type TemplateDescriptor,
} from '@schoolpage/content-contract';
import { z } from 'zod';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';

/** What an operator may put in `$DATA_DIR/registry.json` to override or add remotes and templates. */
const registryFile = z.object({
  remotes: z.array(z.object({ name: z.string().min(1), entry: z.string().min(1) })).default([]),
  templates: z
    .array(
      z.object({
        name: z.string().min(1),
        id: z.string().min(1),
        image: z.string(),
        link: z.string(),
        availability: z.enum(['available', 'unavailable']),
        remote: z.string().min(1),
      }),
    )
    .default([]),
});
type RegistryFile = z.infer<typeof registryFile>;

const manifestOf = (bundlePath: string) => `${bundlePath}mf-manifest.json`;

export const DEFAULT_REMOTES: readonly RemoteEntry[] = [
  ...APP_REMOTES.map((name) => ({ name, entry: manifestOf(remoteBundlePath(`apps/${name}`)) })),
  ...BUILT_IN_TEMPLATES.map((t) => ({ name: t.remote, entry: manifestOf(remoteBundlePath(`templates/${t.name}`)) })),
];

/**
 * The server-side registry of front-end remotes and site templates. Built-in entries come from
 * the contract; the registry file overrides or extends them and is re-read whenever it changes,
 * so pointing a remote at another build needs no restart and no shell rebuild.
 */
@Injectable()
export class RemoteRegistryService {
  private readonly logger = new Logger(RemoteRegistryService.name);
  private cached: { mtimeMs: number; file: RegistryFile } | undefined;

  constructor(@Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig) {}

  async remotes(): Promise<RemoteEntry[]> {
    const file = await this.readFile();
    return mergeByName(DEFAULT_REMOTES, file.remotes);
  }

  async templates(): Promise<TemplateDescriptor[]> {
    const file = await this.readFile();
    return mergeByName(BUILT_IN_TEMPLATES, file.templates);
  }

  private async readFile(): Promise<RegistryFile> {
    const empty: RegistryFile = { remotes: [], templates: [] };
    const info = await stat(this.config.registryFile).catch(() => undefined);
    if (!info) return empty;
    if (this.cached?.mtimeMs === info.mtimeMs) return this.cached.file;
    try {
      const file = registryFile.parse(JSON.parse(await readFile(this.config.registryFile, 'utf8')));
      this.cached = { mtimeMs: info.mtimeMs, file };
      return file;
    } catch (error) {
      this.logger.error(`Ignoring ${this.config.registryFile}: ${(error as Error).message}`);
      return empty;
    }
  }
}

function mergeByName<T extends { name: string }>(defaults: readonly T[], overrides: readonly T[]): T[] {
  const merged = new Map(defaults.map((entry) => [entry.name, entry]));
  for (const entry of overrides) merged.set(entry.name, entry);
  return [...merged.values()];
}
