import { Button } from '@schoolpage/ui';
import styles from './sections.module.css';

/** "Move up" and "Move down" for the item at `index` of `count` (unavailable at the ends, yet keeping focus). */
export function MoveButtons({ index, count, onMove }: { index: number; count: number; onMove: (to: number) => void }) {
  return (
    <>
      <Button className={styles.secondaryButton} data-item-action="move-up" aria-disabled={index === 0} onClick={() => onMove(index - 1)}>
        Move up
      </Button>
      <Button
        className={styles.secondaryButton}
        data-item-action="move-down"
        aria-disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Move down
      </Button>
    </>
  );
}
