import type { FileRef } from '@schoolpage/content-contract';

/** What a list row shows of one item. */
export interface ItemPreview {
  title?: string;
  /** The whole title, when `title` is shortened. */
  fullTitle?: string;
  /** Already truncated for the list (spec §2). */
  text?: string;
  /** The whole text, when `text` is shortened: the row can be expanded to it. */
  fullText?: string;
  meta?: string;
  image?: { src: string; alt: string };
  /** The item has a picture without alt text: the row asks for it. */
  needsAltText?: boolean;
  link?: { href: string; label: string };
}

/** The short name a row's Delete button and dialog use ("item 3", in the reader's words, when it shows no text). */
export function previewLabel(preview: ItemPreview, index: number, numbered: (number: number) => string): string {
  return preview.title || preview.text || preview.link?.label || numbered(index + 1);
}

/** The name of a stored file, from its address: `/api/files/ab12.png` → "ab12.png". */
export function fileNameOf(url: string | undefined): string {
  return url ? decodeURIComponent(url.split('?')[0].split('/').pop() ?? '') : '';
}

/** A row's picture: the item's file, described by `alt`; none when the item has no file. */
export function pictureOf(file: FileRef | undefined, alt: string): ItemPreview['image'] {
  return file?.url ? { src: file.url, alt } : undefined;
}
