import type { RichTextDocument, RichTextMark, RichTextNode } from '@schoolpage/content-contract';
import { escaped } from '../common/school-card-page';

/** An address of the site (`/api/files/…`) made whole for a mail; others stay as they are. */
const absolute = (href: string, origin: string) => (href.startsWith('/') ? `${origin}${href}` : href);

/**
 * A rich-text body as a mail carries it: plain text, and HTML of the same few elements (paragraphs, headings, lists,
 * quotes, tables, links). Pictures are links (a mail shows no picture it must fetch); every text is escaped.
 */
export function richTextMail(document: RichTextDocument | undefined, origin: string): { text: string; html: string } {
  const blocks = document?.content ?? [];
  return { text: blocks.map((node) => plain(node, origin)).join('\n\n').replace(/\n{3,}/g, '\n\n').trim(), html: blocks.map((node) => html(node, origin)).join('') };
}

function plain(node: RichTextNode, origin: string): string {
  switch (node.type) {
    case 'text': {
      const link = node.marks?.find((mark): mark is Extract<RichTextMark, { type: 'link' }> => mark.type === 'link');
      return link ? `${node.text} (${absolute(link.attrs.href, origin)})` : node.text;
    }
    case 'image':
      return `[Picture: ${node.attrs.alt || 'picture'}] ${absolute(node.attrs.src, origin)}`;
    case 'hardBreak':
      return '\n';
    case 'horizontalRule':
      return '----';
    case 'bulletList':
    case 'orderedList':
      return (node.content ?? []).map((item, at) => `${node.type === 'orderedList' ? `${at + 1}.` : '-'} ${inner(item, origin, ' ')}`).join('\n');
    case 'tableRow':
      return (node.content ?? []).map((cell) => inner(cell, origin, ' ')).join(' | ');
    case 'table':
      return (node.content ?? []).map((row) => plain(row, origin)).join('\n');
    default:
      return inner(node, origin, node.type === 'paragraph' || node.type === 'heading' ? '' : '\n\n');
  }
}

const inner = (node: RichTextNode, origin: string, between: string) => ('content' in node ? (node.content ?? []).map((child) => plain(child, origin)).join(between) : '');

const TAGS: Partial<Record<RichTextNode['type'], string>> = {
  paragraph: 'p',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  blockquote: 'blockquote',
  table: 'table',
  tableRow: 'tr',
  tableHeader: 'th',
  tableCell: 'td',
};

const MARK_TAGS: Record<Exclude<RichTextMark['type'], 'link'>, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' };

function html(node: RichTextNode, origin: string): string {
  switch (node.type) {
    case 'text': {
      let out = escaped(node.text);
      for (const mark of node.marks ?? []) {
        out = mark.type === 'link' ? `<a href="${escaped(absolute(mark.attrs.href, origin))}">${out}</a>` : `<${MARK_TAGS[mark.type]}>${out}</${MARK_TAGS[mark.type]}>`;
      }
      return out;
    }
    case 'image':
      return `<p><a href="${escaped(absolute(node.attrs.src, origin))}">Picture: ${escaped(node.attrs.alt || 'picture')}</a></p>`;
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'heading':
      return `<h${node.attrs?.level ?? 2}>${children(node, origin)}</h${node.attrs?.level ?? 2}>`;
    default: {
      const tag = TAGS[node.type] ?? 'div';
      return `<${tag}>${children(node, origin)}</${tag}>`;
    }
  }
}

const children = (node: RichTextNode, origin: string) => ('content' in node ? (node.content ?? []).map((child) => html(child, origin)).join('') : '');
