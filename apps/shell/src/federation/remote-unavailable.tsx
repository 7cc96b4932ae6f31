import { useContext } from 'react';
import { RemoteViewContext } from './remote-view-context';
import styles from './remote-view.module.css';

/** What a visitor sees when part of the page cannot be fetched: a plain message and a way to try again. */
export function RemoteUnavailable() {
  const { retry } = useContext(RemoteViewContext);
  return (
    <section className={styles.unavailable} role="alert">
      <h2>This part of the page could not be loaded.</h2>
      <p>Please check your connection and try again. The rest of the page still works.</p>
      <button type="button" className={styles.retry} onClick={retry}>
        Try again
      </button>
    </section>
  );
}
