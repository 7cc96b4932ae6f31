import { useCallback } from 'react';
import type { ApiAnswer } from '@schoolpage/api-client';
import { carriedList, readList } from './read-list';
import { useApiResource, type ApiResource } from './use-api-resource';

export interface AnsweredList<T> extends ApiResource<T[]> {
  /**
   * After a change: the list its answer carries, or (an answer without it, or none after a failure) the list read
   * again; settles once the list is the new one.
   */
  show: (answer?: ApiAnswer) => Promise<void>;
}

/** A list read from `path`, whose answers carry it under `key` (or as `info`), kept as each change answers it. */
export function useAnsweredList<T>(path: string, key: string): AnsweredList<T> {
  const list = useApiResource<T[]>(path, (body: ApiAnswer) => readList<T>(body, [key]), []);
  const { replace, reload } = list;
  const show = useCallback(
    (answer?: ApiAnswer) => {
      const items = answer && carriedList<T>(answer, [key]);
      if (items) {
        replace(items);
        return Promise.resolve();
      }
      return reload();
    },
    [replace, reload, key],
  );
  return { ...list, show };
}
