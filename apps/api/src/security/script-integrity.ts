import { createHash } from 'node:crypto';
import { BUNDLES_URL_PREFIX } from '@schoolpage/remote-registry';

/** Reads a script by the URL path a page names it by; undefined when it is not one of the platform's files. */
export type ScriptReader = (href: string) => Promise<string | undefined>;

/** A page whose scripts are each tied to their content, and the hashes its Content-Security-Policy names. */
export interface LockedPage {
  html: string;
  scriptHashes: string[];
}

/** `<script src>` and `<link rel="preload" as="script">`: the tags that make a browser fetch a script. */
const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g;
const SCRIPT_PRELOAD_TAG = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** A file whose name carries its content hash, or a deployed version's file: its bytes never change. */
const unchanging = (url: string) => /\.[0-9a-f]{8,}\.js$/.test(url) || url.startsWith(BUNDLES_URL_PREFIX);
/** How many hashes of unchanging files are kept. */
const KEPT_HASHES = 1_000;

/**
 * Subresource integrity for the platform's pages. The pages' policy lets a script run only when its
 * hash is named (`'strict-dynamic'` then trusts what those scripts load: chunks and federated remotes).
 * `lock` gives every script tag and script preload of a page an `integrity` attribute (`sha384`) and
 * returns the hashes for the page's policy; a preload of a file that cannot be read is left out.
 */
export class ScriptIntegrity {
  private readonly kept = new Map<string, Promise<string | undefined>>();

  constructor(private readonly read: ScriptReader) {}

  async lock(html: string): Promise<LockedPage> {
    const hrefs = new Set<string>();
    for (const tag of [SCRIPT_TAG, SCRIPT_PRELOAD_TAG]) for (const match of html.matchAll(tag)) hrefs.add(match[1]);
    const hashes = new Map<string, string | undefined>();
    await Promise.all([...hrefs].map(async (href) => hashes.set(href, await this.hashOf(href))));

    const locked = html
      .replace(SCRIPT_TAG, (tag, href: string) => withIntegrity(tag, hashes.get(href)))
      .replace(SCRIPT_PRELOAD_TAG, (tag, href: string) => {
        const hash = hashes.get(href);
        return hash ? withIntegrity(tag, hash) : '';
      });
    return { html: locked, scriptHashes: [...new Set([...hashes.values()].filter((hash): hash is string => !!hash))] };
  }

  private hashOf(href: string): Promise<string | undefined> {
    const url = href.replace(/&amp;/g, '&');
    if (!unchanging(url)) return this.hash(url);
    let hash = this.kept.get(url);
    if (!hash) {
      if (this.kept.size >= KEPT_HASHES) this.kept.delete(this.kept.keys().next().value as string);
      hash = this.hash(url);
      this.kept.set(url, hash);
    }
    return hash;
  }

  private async hash(url: string): Promise<string | undefined> {
    const text = await this.read(url).catch(() => undefined);
    return text === undefined ? undefined : `sha384-${createHash('sha384').update(text).digest('base64')}`;
  }
}

function withIntegrity(tag: string, hash: string | undefined): string {
  if (!hash || /\bintegrity=/.test(tag)) return tag;
  const end = tag.endsWith('/>') ? tag.length - 2 : tag.length - 1;
  return `${tag.slice(0, end).trimEnd()} integrity="${hash}"${tag.slice(end)}`;
}
