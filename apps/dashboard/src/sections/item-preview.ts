/** What a list row shows of one item. */
export interface ItemPreview {
  title?: string;
  /** Already truncated for the list (spec §2). */
  text?: string;
  meta?: string;
  image?: { src: string; alt: string };
  link?: { href: string; label: string };
}

/** The short name a row's Delete button and dialog use. */
export function previewLabel(preview: ItemPreview, index: number): string {
  return preview.title || preview.text || preview.link?.label || `item ${index + 1}`;
}
