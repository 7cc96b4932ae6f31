import { useWords } from '@schoolpage/words';
import { ownDomainWords } from './own-domain.words';
import styles from './own-domain.module.css';

const REGISTRARS = ['registrarErnet', 'registrarGoDaddy', 'registrarBigRock', 'registrarHostinger', 'registrarCloudflare'] as const;

/** Short notes for the registrars Indian schools use, folded away until asked for. */
export function RegistrarNotes() {
  const words = useWords(ownDomainWords);
  return (
    <details className={styles.registrars}>
      <summary>{words.t('registrarsTitle')}</summary>
      <ul>
        {REGISTRARS.map((note) => (
          <li key={note}>{words.t(note)}</li>
        ))}
      </ul>
    </details>
  );
}
