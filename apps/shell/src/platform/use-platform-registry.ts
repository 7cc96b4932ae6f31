import { useCallback, useEffect, useState } from 'react';
import { announceRemotes } from '../federation/remote-modules';
import { fetchRemotes } from './platform-api';

export type RegistryState = 'loading' | 'ready' | 'failed';

/** Reads the remote registry once per page load and announces it to the federation runtime. */
export function usePlatformRegistry(): { state: RegistryState; reload: () => void } {
  const [state, setState] = useState<RegistryState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState('loading');
    fetchRemotes()
      .then((remotes) => {
        announceRemotes(remotes);
        if (current) setState('ready');
      })
      .catch((error: unknown) => {
        console.error('The platform registry could not be read.', error);
        if (current) setState('failed');
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
