import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Finds where focus should go; the first element found is focused. */
export type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Moves focus once the next render has put the target in the page (after a delete, an undo or a closed form,
 * where the control that had focus is gone). `focusAfterRender(find, fallback...)`: the first target found wins.
 * It moves in the same commit that removed the focused control (a layout effect), so the focus is never left on
 * the page body in between, not even for a screen reader's moment.
 */
export function useFocusAfterRender(): (...targets: FocusTarget[]) => void {
  const pending = useRef<FocusTarget[] | null>(null);
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    const targets = pending.current;
    if (!targets) return;
    pending.current = null;
    for (const find of targets) {
      const element = find();
      if (element) {
        element.focus();
        return;
      }
    }
  }, [request]);
  return useCallback((...targets: FocusTarget[]) => {
    pending.current = targets;
    setRequest((count) => count + 1);
  }, []);
}
