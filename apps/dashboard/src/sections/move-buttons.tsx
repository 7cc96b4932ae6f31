import { Button } from '@schoolpage/ui';
import styles from './sections.module.css';
import { useWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';

/** "Move up" and "Move down" for the item at `index` of `count` (unavailable at the ends, yet keeping focus). */
export function MoveButtons({ index, count, onMove }: { index: number; count: number; onMove: (to: number) => void }) {
  const words = useWords(sectionsWords);
  return (
    <>
      <Button className={styles.secondaryButton} data-item-action="move-up" aria-disabled={index === 0} onClick={() => onMove(index - 1)}>
        {words.t('moveUp')}
      </Button>
      <Button
        className={styles.secondaryButton}
        data-item-action="move-down"
        aria-disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        {words.t('moveDown')}
      </Button>
    </>
  );
}
