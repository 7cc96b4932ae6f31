import { useState, type DragEvent } from 'react';
import styles from './sections.module.css';

export interface DraggableItemProps {
  draggable?: boolean;
  onDragStart?: (event: DragEvent<HTMLElement>) => void;
  onDragOver?: (event: DragEvent<HTMLElement>) => void;
  onDrop?: (event: DragEvent<HTMLElement>) => void;
  onDragEnd?: () => void;
  /** The item's own class, plus the dragged item's and the line where it would land. */
  className: string;
}

/**
 * Reordering a list by dragging with a pointer: an item dropped on another takes that item's position
 * (a line shows where). Keyboard and screen-reader users have Move up / Move down for the same move.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);

  const end = () => {
    setDragged(null);
    setTarget(null);
  };

  /** Props of the item at `index` (class `base`); nothing to drag when not `enabled` (an open form, one item). */
  function itemProps(index: number, enabled: boolean, base: string): DraggableItemProps {
    if (!enabled) return { className: base };
    const landing = dragged !== null && target === index && dragged !== index ? (dragged < index ? styles.dropAfter : styles.dropBefore) : '';
    return {
      draggable: true,
      className: [base, styles.draggable, dragged === index ? styles.dragging : '', landing].filter(Boolean).join(' '),
      onDragStart: (event) => {
        // A list inside a draggable item (courses in a category) keeps its drags to itself.
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only when some data is set.
        event.dataTransfer.setData('text/plain', String(index));
        setDragged(index);
      },
      onDragOver: (event) => {
        if (dragged === null) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        if (target !== index) setTarget(index);
      },
      onDrop: (event) => {
        if (dragged === null) return;
        event.preventDefault();
        event.stopPropagation();
        if (dragged !== index) onMove(dragged, index);
        end();
      },
      onDragEnd: end,
    };
  }

  return { itemProps, dragging: dragged !== null };
}
