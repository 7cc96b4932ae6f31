import type { Extensions } from '@tiptap/core';
import Heading from '@tiptap/extension-heading';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isRichTextHref } from '@schoolpage/content-contract';

/**
 * What the editor knows: exactly the node and mark types the contract's rich-text schema keeps (headings 2–4,
 * paragraphs, lists, quotes, tables, links, pictures). Pasted text from Word or Google Docs keeps these and loses
 * everything else (fonts, colours, sizes), because the editor's schema has nothing to hold them.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => isRichTextHref(url),
        HTMLAttributes: { rel: 'noopener noreferrer', target: null },
      },
    }),
    // The page's title is its only level-1 heading: a pasted one becomes a level-2 heading.
    Heading.extend({ parseHTML: () => [{ tag: 'h1', attrs: { level: 2 } }, ...[2, 3, 4].map((level) => ({ tag: `h${level}`, attrs: { level } }))] }).configure({
      levels: [2, 3, 4],
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
