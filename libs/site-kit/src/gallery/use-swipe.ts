import { useRef, type TouchEvent } from 'react';

/** How far a finger must travel sideways (CSS pixels) for a swipe. */
const SWIPE_DISTANCE = 50;

/**
 * Touch handlers that call `onSwipe(1)` for a swipe to the left (the next picture) and `onSwipe(-1)` for
 * a swipe to the right; mostly vertical moves (scrolling) are not swipes.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
