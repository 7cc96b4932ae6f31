import { useEffect, useState } from 'react';
import type { SchoolListing } from '@schoolpage/content-contract';
import { fetchOrganizations } from '../organizations/organization-search';

export interface Organizations {
  loading: boolean;
  items: SchoolListing[];
}

/** Every institution matching a name (none for an empty name). */
export function useOrganizations(searchValue: string): Organizations {
  const [result, setResult] = useState<Organizations>({ loading: !!searchValue, items: [] });

  useEffect(() => {
    if (!searchValue) {
      setResult({ loading: false, items: [] });
      return;
    }
    setResult({ loading: true, items: [] });
    const controller = new AbortController();
    fetchOrganizations(searchValue, controller.signal)
      .then((items) => setResult({ loading: false, items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Organization search failed', error);
        setResult({ loading: false, items: [] });
      });
    return () => controller.abort();
  }, [searchValue]);

  return result;
}
