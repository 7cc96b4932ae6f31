import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';
import { TEMPLATE_SERVER_ENTRY, type SiteProps } from '@schoolpage/content-contract';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as router from 'react-router';
import { Script } from 'node:vm';
import type { ComponentType } from 'react';
import type { FederationManifest } from '../page-hints';

/** What the server needs of a template's server build. */
export interface ServerTemplate {
  Site: ComponentType<SiteProps>;
  /** The pages the template has ('' is home), when the template names them. */
  pages?: readonly { label: string; page: string }[];
  /** The content-contract version the template was built against. */
  contractVersion?: string;
  /** Where the template's browser files live (its manifest's folder), for URLs in the rendered page. */
  baseUrl: string;
}

export interface TemplateSources {
  manifest(url: string): Promise<FederationManifest | undefined>;
  /** The text of a front-end file by its URL path (built folder or static store). */
  file(url: string): Promise<string | undefined>;
}

/** Versions of templates kept loaded; a deploy or rollback adds one, the oldest goes. */
const KEPT_VERSIONS = 32;

/** A template that has not loaded by then counts as failed (its pages go to the fallback template). */
export const TEMPLATE_LOAD_TIME_LIMIT_MS = 3000;

const provided = (version: string, lib: unknown) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: false as const },
});

/**
 * Loads site templates' server builds at run time through Module Federation's runtime for Node, from
 * wherever the registry says each template lives. The server provides React, its JSX runtime and the
 * router as the shared singletons, so a template renders with the server's own React.
 *
 * A template is known by its manifest's URL: a deploy or rollback gives a new URL, which is loaded on
 * its first request (the old version stays loaded for pages still on it, up to KEPT_VERSIONS).
 */
export class TemplateRuntime {
  private readonly federation: ModuleFederation;
  private readonly loaded = new Map<string, Promise<ServerTemplate>>();
  /** Loads of one remote run one after another: the runtime knows a name by one entry at a time. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly sources: TemplateSources) {
    this.federation = createInstance({
      name: 'schoolpage_server',
      remotes: [],
      shared: {
        react: provided(React.version, React),
        'react/jsx-runtime': provided(React.version, jsxRuntime),
        'react-router-dom': provided(routerVersion(), router),
      },
      plugins: [{ name: 'schoolpage-server-entry', loadEntry: ({ remoteInfo }) => this.evaluateEntry(remoteInfo.entry) }],
    });
  }

  /** The template whose browser manifest is at `manifestUrl`, loaded once per version. */
  load(remote: string, manifestUrl: string): Promise<ServerTemplate> {
    const key = `${remote} ${manifestUrl}`;
    let template = this.loaded.get(key);
    if (!template) {
      template = this.enqueue(remote, () => withinTimeLimit(this.loadVersion(remote, manifestUrl), `${remote} at ${manifestUrl}`));
      template.catch(() => this.loaded.delete(key));
      if (this.loaded.size >= KEPT_VERSIONS) this.loaded.delete(this.loaded.keys().next().value as string);
      this.loaded.set(key, template);
    }
    return template;
  }

  private enqueue<T>(remote: string, work: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(remote) ?? Promise.resolve()).then(work, work);
    this.queues.set(remote, next.catch(() => undefined));
    return next;
  }

  private async loadVersion(remote: string, manifestUrl: string): Promise<ServerTemplate> {
    const manifest = await this.sources.manifest(manifestUrl);
    if (!manifest) throw new Error(`The manifest of ${remote} could not be read at ${manifestUrl}.`);
    const baseUrl = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const serverEntry = manifest.metaData?.ssrRemoteEntry;
    if (!serverEntry?.name) throw new Error(`${remote} at ${manifestUrl} has no server build.`);
    const entry = baseUrl + [serverEntry.path, serverEntry.name].filter(Boolean).join('/');

    this.federation.registerRemotes([{ name: remote, entry, type: TEMPLATE_SERVER_ENTRY.type }], { force: true });
    const site = await this.federation.loadRemote<{ default?: ServerTemplate['Site']; pages?: ServerTemplate['pages'] }>(
      `${remote}/Site`,
    );
    if (typeof site?.default !== 'function') throw new Error(`${remote} at ${manifestUrl} exposes no site component.`);
    const contract = await this.federation
      .loadRemote<{ contractVersion?: string }>(`${remote}/contract`)
      .catch(() => undefined);
    return { Site: site.default, pages: site.pages, contractVersion: contract?.contractVersion, baseUrl };
  }

  /** Runs a server entry (a CommonJS container) and returns the container it exports. */
  private async evaluateEntry(url: string): Promise<RemoteEntryExports> {
    const code = await this.sources.file(url);
    if (code === undefined) throw new Error(`The server build at ${url} could not be read.`);
    const module: { exports: Record<string, unknown> } = { exports: {} };
    const run = new Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
      filename: url,
    }).runInThisContext() as (...args: unknown[]) => void;
    run(module.exports, module, refuseRequire(url), '/', url);
    const container = module.exports as Partial<RemoteEntryExports>;
    if (typeof container.get !== 'function' || typeof container.init !== 'function') {
      throw new Error(`The server build at ${url} is not a federation container.`);
    }
    return container as RemoteEntryExports;
  }
}

/** `loading`, or a failure once TEMPLATE_LOAD_TIME_LIMIT_MS has passed (a build that never answers must not hold pages). */
function withinTimeLimit<T>(loading: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not load within ${TEMPLATE_LOAD_TIME_LIMIT_MS} ms.`)), TEMPLATE_LOAD_TIME_LIMIT_MS);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

/** A template's server build brings everything it needs but what is shared; it may not reach into the server. */
function refuseRequire(url: string) {
  return (request: string) => {
    throw new Error(`The template at ${url} asked for "${request}", which the server does not provide.`);
  };
}

function routerVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('react-router/package.json') as { version: string }).version;
}
