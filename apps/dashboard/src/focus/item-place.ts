/**
 * Where a control of a list item stands: its card, its list (by accessible name), its position and what it does
 * (`data-item-action`). Kept before the list changes, so focus can be put back in the same place afterwards.
 */
export interface ItemPlace {
  card: HTMLElement | null;
  list: string;
  position: number;
  action: string | undefined;
}

/** The place of `control` (a button of a list item), or null when it is not in a named list. */
export function placeOf(control: Element | null): ItemPlace | null {
  const item = control?.closest('li');
  const list = item?.parentElement;
  const name = list?.getAttribute('aria-label');
  if (!control || !item || !list || !name) return null;
  return {
    card: control.closest('section'),
    list: name,
    position: Array.prototype.indexOf.call(list.children, item),
    action: control instanceof HTMLElement ? control.dataset.itemAction : undefined,
  };
}

/** The item now at `place` (another position when given), or null when the list is shorter or gone. */
export function itemAt(place: ItemPlace, position = place.position): HTMLElement | null {
  const scope = place.card ?? document;
  const list = Array.from(scope.querySelectorAll('ul, ol')).find((element) => element.getAttribute('aria-label') === place.list);
  const item = list?.children[position];
  return item instanceof HTMLElement ? item : null;
}

/** The control that does `action` in `item` (its first one, so a category's own Delete before its courses'). */
export function controlOf(item: HTMLElement | null, action: string | undefined): HTMLElement | null {
  if (!item || !action) return null;
  return item.querySelector<HTMLElement>(`[data-item-action="${action}"]`);
}

/** The heading of the card the place is in (focusable by script), else the page's main region. */
export function headingOf(place: ItemPlace | null): HTMLElement | null {
  return place?.card?.querySelector<HTMLElement>('h2, h3') ?? document.getElementById('dashboard-main');
}

/** The first field of `item` (an edit form opened in its place). */
export function firstFieldOf(item: HTMLElement | null): HTMLElement | null {
  return item?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select') ?? null;
}
