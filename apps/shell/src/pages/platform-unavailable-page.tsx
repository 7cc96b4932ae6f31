import styles from './pages.module.css';

/** Shown when the platform registry itself cannot be read (the API is down or unreachable). */
export function PlatformUnavailablePage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.centered} role="alert">
      <h1>SchoolPage is not reachable right now.</h1>
      <p>Please check your connection and try again in a moment.</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
