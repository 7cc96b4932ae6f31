import { pageNeeds, TEMPLATE_MODULES, type RemoteEntry, type TemplateDescriptor } from '@schoolpage/content-contract';
import { escapeAttribute } from './seo/html-escape';

/** A file the shell will ask for early on a page: the browser may start downloading it at once. */
export interface PageHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /** Must match how the shell asks for it, or the browser downloads it twice. */
  crossorigin?: 'anonymous' | 'use-credentials';
}

/** The parts of a federation manifest (`mf-manifest.json`) that say which files a module needs. */
export interface FederationManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    /** The template's server build (see TEMPLATE_SERVER_ENTRY). */
    ssrRemoteEntry?: { name?: string; path?: string; type?: string };
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

export interface PageHintSources {
  remotes(): Promise<RemoteEntry[]>;
  templates(): Promise<TemplateDescriptor[]>;
  /** A remote's manifest by its URL on this origin; undefined when it cannot be read here. */
  manifest(url: string): Promise<FederationManifest | undefined>;
}

/**
 * The files the shell fetches one after another on a page (what `pageNeeds` in the contract says the
 * page needs, the one description the shell follows too), named up front so they all download together:
 * its API reads (the registry; on a school's site the template list and the school's content when the
 * address names it) and, on a school's site, the template's manifest, its entry and the files of its modules.
 */
export async function pageHints(page: URL, sources: PageHintSources): Promise<PageHint[]> {
  const needs = pageNeeds(page);
  const hints: PageHint[] = needs.apiReads.map((href) => ({ href, as: 'fetch', crossorigin: 'use-credentials' }));
  if (!needs.template) return hints;
  const [remotes, templates] = await Promise.all([sources.remotes(), sources.templates()]);
  const template = templates.find((t) => t.name === needs.template);
  const manifestUrl = remotes.find((r) => r.name === template?.remote)?.entry;
  if (!manifestUrl) return hints;

  const manifest = await sources.manifest(manifestUrl);
  hints.push({ href: manifestUrl, as: 'fetch', crossorigin: 'anonymous' });
  return manifest ? [...hints, ...templateFiles(manifestUrl, manifest)] : hints;
}

/** Where a remote's files are, by its manifest: its public path, or the manifest's folder (`auto`). */
function filesBase(manifestUrl: string, manifest: FederationManifest): string {
  const publicPath = manifest.metaData?.publicPath;
  return !publicPath || publicPath === 'auto' ? manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) : publicPath;
}

/** The URL of a remote's entry script (`remoteEntry.js`) as its manifest names it. */
export function remoteEntryUrl(manifestUrl: string, manifest: FederationManifest): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? filesBase(manifestUrl, manifest) + [entry.path, entry.name].filter(Boolean).join('/') : undefined;
}

/**
 * A template's entry and the files of its modules (`modules`: all of TEMPLATE_MODULES unless named). With
 * `laterStyles`, also the stylesheets of what its modules load later (its pages' own chunks): a page rendered on
 * the server then looks right before its script has run, and without it.
 */
export function templateFiles(
  manifestUrl: string,
  manifest: FederationManifest,
  { laterStyles = false, modules = Object.values(TEMPLATE_MODULES) }: { laterStyles?: boolean; modules?: readonly string[] } = {},
): PageHint[] {
  const base = filesBase(manifestUrl, manifest);
  const entry = remoteEntryUrl(manifestUrl, manifest);
  const hints: PageHint[] = [];
  if (entry) hints.push({ href: entry, as: 'script' });
  for (const expose of manifest.exposes ?? []) {
    if (!expose.path || !modules.includes(expose.path)) continue;
    const styles = [...(expose.assets?.css?.sync ?? []), ...(laterStyles ? (expose.assets?.css?.async ?? []) : [])];
    for (const file of styles) hints.push({ href: base + file, as: 'style' });
    for (const file of expose.assets?.js?.sync ?? []) hints.push({ href: base + file, as: 'script' });
  }
  return hints;
}

/** The hints as `<link rel="preload">` tags for the page's head. */
export function preloadTags(hints: readonly PageHint[]): string {
  return hints
    .map((hint) => {
      const crossorigin = hint.crossorigin ? ` crossorigin="${hint.crossorigin}"` : '';
      return `<link rel="preload" href="${escapeAttribute(hint.href)}" as="${hint.as}"${crossorigin}>`;
    })
    .join('');
}
