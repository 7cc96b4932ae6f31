import { useCallback, useRef, useState } from 'react';
import { controlOf, firstFieldOf, headingOf, itemAt, placeOf, type ItemPlace } from '../focus/item-place';
import { useFocusAfterRender } from '../focus/use-focus-after-render';

/**
 * Which item of a list is open in its edit form (`T` says which: a position, or a category and a course).
 * Opening moves the focus to the form's first field; closing it (saved or cancelled) gives the focus back to
 * the item's Edit button, which the form had replaced.
 */
export function useItemEditing<T>(): { open: T | null; set: (open: T | null) => void } {
  const [open, setOpen] = useState<T | null>(null);
  const place = useRef<ItemPlace | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const set = useCallback(
    (next: T | null) => {
      setOpen(next);
      if (next !== null) {
        const opener = placeOf(document.activeElement);
        place.current = opener;
        if (opener) focusAfterRender(() => firstFieldOf(itemAt(opener)));
        return;
      }
      const closed = place.current;
      place.current = null;
      if (closed) focusAfterRender(() => controlOf(itemAt(closed), closed.action), () => headingOf(closed));
    },
    [focusAfterRender],
  );
  return { open, set };
}
