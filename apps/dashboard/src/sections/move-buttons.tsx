import styles from './sections.module.css';

/** "Move up" and "Move down" for the item at `index` of `count` (disabled at the ends). */
export function MoveButtons({ index, count, onMove }: { index: number; count: number; onMove: (to: number) => void }) {
  return (
    <>
      <button type="button" className={styles.secondaryButton} disabled={index === 0} onClick={() => onMove(index - 1)}>
        Move up
      </button>
      <button type="button" className={styles.secondaryButton} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        Move down
      </button>
    </>
  );
}
