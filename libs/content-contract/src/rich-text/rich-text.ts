/**
 * Rich text as it is stored: the editor's structured document (TipTap / ProseMirror JSON), never HTML.
 * Only the node and mark types below exist; a page renders each with React (site-kit rich-text), so no
 * stored text can become markup.
 */

export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/** Marks on a run of text. A link's `href` is http(s), mailto or tel only. */
export type RichTextMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'underline' }
  | { type: 'strike' }
  | { type: 'link'; attrs: { href: string } };

export interface RichTextText {
  type: 'text';
  text: string;
  marks?: RichTextMark[];
}

export interface RichTextImage {
  type: 'image';
  /** A file of the school's own (`/api/files/…`) or an https address. */
  attrs: { src: string; alt: string; title?: string };
}

export interface RichTextParent<T extends string, A = undefined> {
  type: T;
  attrs?: A;
  content?: RichTextNode[];
}

export type RichTextNode =
  | RichTextText
  | RichTextImage
  | { type: 'hardBreak' }
  | { type: 'horizontalRule' }
  | RichTextParent<'paragraph'>
  | RichTextParent<'heading', { level: (typeof RICH_TEXT_HEADING_LEVELS)[number] }>
  | RichTextParent<'bulletList'>
  | RichTextParent<'orderedList', { start?: number }>
  | RichTextParent<'listItem'>
  | RichTextParent<'blockquote'>
  | RichTextParent<'table'>
  | RichTextParent<'tableRow'>
  | RichTextParent<'tableHeader', { colspan?: number; rowspan?: number }>
  | RichTextParent<'tableCell', { colspan?: number; rowspan?: number }>;

/** A whole stored document. */
export interface RichTextDocument {
  type: 'doc';
  content: RichTextNode[];
}

export const RICH_TEXT_LIMITS = {
  /** Characters of text in one document. */
  text: 50_000,
  /** Nodes in one document. */
  nodes: 5_000,
  /** How deep nodes nest (lists in tables in quotes…). */
  depth: 12,
  href: 2000,
  alt: 300,
} as const;

/** The schemes a link may use. */
export const RICH_TEXT_LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** A file attached to a text: a PDF the school uploaded, linked by its address on the site. */
const ATTACHED_FILE = /^\/api\/files\/[a-f0-9]{32}\.pdf$/;

/** True for the address of a file attached to a text (a PDF of the school's own). */
export function isRichTextAttachment(href: string): boolean {
  return ATTACHED_FILE.test(href);
}

/** True for an address a link may point at: http(s), mailto or tel, written in full, or an attached file. */
export function isRichTextHref(href: string): boolean {
  if (isRichTextAttachment(href)) return true;
  if (href.length > RICH_TEXT_LIMITS.href || /[\s\\\u0000-\u001f]/.test(href)) return false;
  try {
    const url = new URL(href);
    return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(url.protocol) && (url.protocol.startsWith('http') ? !!url.hostname : url.pathname.length > 0);
  } catch {
    return false;
  }
}

/** True for a picture's address: a stored file of the platform's own or an https address. */
export function isRichTextImageSource(src: string): boolean {
  if (/^\/api\/files\/[\w.-]+$/.test(src)) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A document with nothing in it. */
export const EMPTY_RICH_TEXT: RichTextDocument = { type: 'doc', content: [] };

/** The document's words as plain text (blocks separated by a space): for summaries, descriptions and feeds. */
export function richTextPlainText(document: RichTextDocument | undefined): string {
  if (!document) return '';
  const words: string[] = [];
  const visit = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'text') words.push(node.text);
      else if (node.type === 'hardBreak') words.push(' ');
      else if ('content' in node) {
        visit(node.content);
        words.push(' ');
      }
    }
  };
  visit(document.content);
  return words.join('').replace(/\s+/g, ' ').trim();
}

/** The files a document's links attach (`/api/files/….pdf`), in order: the files the document points at besides its pictures. */
export function richTextAttachments(document: RichTextDocument | undefined): string[] {
  const files: string[] = [];
  const visit = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'text') files.push(...(node.marks ?? []).flatMap((mark) => (mark.type === 'link' && isRichTextAttachment(mark.attrs.href) ? [mark.attrs.href] : [])));
      else if ('content' in node) visit(node.content);
    }
  };
  visit(document?.content);
  return files;
}

/**
 * Every rich-text document held anywhere in `value` (a site's content with its pages, stories, circulars, their
 * translations and deleted items, or whatever holds one later): any object `{ type: 'doc', content: [...] }`.
 */
export function richTextsIn(value: unknown): RichTextDocument[] {
  const found: RichTextDocument[] = [];
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (!next || typeof next !== 'object') continue;
    if (Array.isArray(next)) pending.push(...(next as unknown[]));
    else if ((next as { type?: unknown }).type === 'doc' && Array.isArray((next as { content?: unknown }).content)) found.push(next as RichTextDocument);
    else pending.push(...(Object.values(next) as unknown[]));
  }
  return found;
}

/** The pictures of a document, in order: for a share picture and for the files the document points at. */
export function richTextImages(document: RichTextDocument | undefined): RichTextImage['attrs'][] {
  const images: RichTextImage['attrs'][] = [];
  const visit = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'image') images.push(node.attrs);
      else if ('content' in node) visit(node.content);
    }
  };
  visit(document?.content);
  return images;
}

/**
 * `POST` a multipart `picture` (an image) to store a picture for a rich text: answers `{ success, info: { url } }`,
 * the address the text's image points at. A picture no text keeps pointing at is swept after a while.
 */
export const RICH_TEXT_PICTURES_API_PATH = '/api/dashboard/rich-text/pictures';

/**
 * `POST` a multipart `file` (a PDF, sniffed) to attach it to a rich text: answers `{ success, info: { url } }`, the
 * address a link of the text points at. A file no text keeps pointing at is swept after a while.
 */
export const RICH_TEXT_FILES_API_PATH = '/api/dashboard/rich-text/files';
