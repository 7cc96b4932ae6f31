import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiAnswer } from '@schoolpage/api-client';
import { apiRequest } from './api-request';

export type ResourceStatus = 'loading' | 'ready' | 'failed';

export interface ApiResource<T> {
  data: T;
  status: ResourceStatus;
  /** Fetches again (after every add or delete, spec §4). */
  reload: () => Promise<void>;
  /** Takes `data` as what the path now holds (a change answered with it), so it need not be fetched again. */
  replace: (data: T) => void;
}

/** GETs `path` on mount and on `reload()`, reading the answer with `read`. */
export function useApiResource<T>(path: string, read: (body: ApiAnswer) => T, initial: T): ApiResource<T> {
  const [state, setState] = useState<{ data: T; status: ResourceStatus }>({ data: initial, status: 'loading' });
  const readRef = useRef(read);
  readRef.current = read;
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const body = await apiRequest(path);
      if (call === latest.current) setState({ data: readRef.current(body), status: 'ready' });
    } catch (error) {
      console.error(`GET ${path} failed`, error);
      if (call === latest.current) setState((previous) => ({ ...previous, status: 'failed' }));
    }
  }, [path]);

  const replace = useCallback((data: T) => {
    // An answer still on its way is older than `data`.
    latest.current++;
    setState({ data, status: 'ready' });
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      // `latest` counts calls (it holds no element): moving it on is what makes an earlier call's answer stale.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current++;
    };
  }, [reload]);

  return { ...state, reload, replace };
}
