import { createHash } from 'node:crypto';

/**
 * The inline styles of a page, as Content-Security-Policy sources (`sha256-…`): the text of each `<style>` element
 * (those inside `<noscript>` too, which a browser without scripting applies) and the value of each `style`
 * attribute (a school's brand colours, a picture's focal point), so a page's policy names exactly the styles its
 * server wrote instead of allowing any inline style. What the page's script changes later goes through the CSSOM,
 * which the policy does not govern.
 */
export interface InlineStyles {
  elements: readonly string[];
  attributes: readonly string[];
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** A `style` attribute in a tag, quoted as React and the page's own HTML write it. */
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** An attribute's value as the browser reads it (the hash is of that, not of its escaped form). */
function unescaped(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi, (entity, hex?: string, decimal?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : (ENTITIES[name?.toLowerCase() ?? ''] ?? entity),
  );
}

const distinct = (values: Iterable<string>) => [...new Set(values)];

/** The hashes of `html`'s inline styles, each once. */
export function inlineStylesOf(html: string): InlineStyles {
  return {
    elements: distinct([...html.matchAll(STYLE_ELEMENT)].map(([, text]) => sha256(text))),
    attributes: distinct([...html.matchAll(STYLE_ATTRIBUTE)].map(([, value]) => sha256(unescaped(value)))),
  };
}
