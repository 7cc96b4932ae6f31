import { diffWords } from 'diff';
import { VisuallyHidden } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { historyWords } from './history.words';
import styles from './history.module.css';

/**
 * A text as it was changed, word by word: removed words struck through, added words underlined, each also named for
 * a screen reader ("removed:", "added:"), so the colour is never the only sign.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const words = useWords(historyWords);
  return (
    <p className={styles.diff}>
      {diffWords(before, after).map((part, index) => {
        if (part.added) {
          return (
            <ins key={index} className={styles.inserted}>
              <VisuallyHidden>{` ${words.t('insertedText')} `}</VisuallyHidden>
              {part.value}
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={index} className={styles.deleted}>
              <VisuallyHidden>{` ${words.t('deletedText')} `}</VisuallyHidden>
              {part.value}
            </del>
          );
        }
        return <span key={index}>{part.value}</span>;
      })}
    </p>
  );
}
