import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteModule } from './remote-modules';
import { RemoteViewContext } from './remote-view-context';
import { VisuallyHidden } from '@schoolpage/ui/visually-hidden';
import styles from './remote-view.module.css';

interface RemoteViewProps<P extends object> {
  remote: string;
  /** The exposed module, e.g. `./App` or `./Site`. */
  module: string;
  props?: P;
}

/** Mounts one exposed component of a remote, with loading, failure and retry handled. */
export function RemoteView<P extends object>({ remote, module, props }: RemoteViewProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const Loaded = useMemo(
    () => lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, module, attempt > 0)),
    [remote, module, attempt],
  );
  const context = useMemo(() => ({ remote, retry }), [remote, retry]);

  return (
    <RemoteViewContext.Provider value={context}>
      <RemoteErrorBoundary key={attempt} remote={remote}>
        <Suspense fallback={<RemoteLoading />}>
          <Loaded {...(props as P)} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteViewContext.Provider>
  );
}

function RemoteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>Loading the page</VisuallyHidden>
    </div>
  );
}
