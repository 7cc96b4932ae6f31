import { useNavigate } from 'react-router-dom';
import styles from './pages.module.css';

/** Spec §2: every unknown path. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className={styles.centered} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Oops! Page not found.</h1>
      <button type="button" className={styles.button} onClick={() => navigate('/')}>
        Go Home
      </button>
    </section>
  );
}
