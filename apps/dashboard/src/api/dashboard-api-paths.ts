/**
 * `/path/{index}`: the form of delete that names the list position in the path. When the item
 * carries its stable id, `?id=` names it too, so a list changed meanwhile never loses the wrong item.
 */
export function indexPath(path: string, index: number, item?: unknown): string {
  const id = itemId(item);
  return id ? `${path}/${index}?id=${encodeURIComponent(id)}` : `${path}/${index}`;
}

/** `{ index }` (plus the stable `id` when the item has one): the delete body of the academics lists. */
export function indexBody(index: number, item?: unknown): { index: number; id?: string } {
  const id = itemId(item);
  return id ? { index, id } : { index };
}

function itemId(item: unknown): string | undefined {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id ? id : undefined;
}
