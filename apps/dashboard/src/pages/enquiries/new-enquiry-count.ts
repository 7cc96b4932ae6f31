import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DASHBOARD_API } from '@schoolpage/content-contract';
import { apiRequest } from '../../api/api-request';

/** Told whenever the inbox changes (a status, a deletion), so the menu's count follows. */
const CHANGED = 'schoolpage:enquiries-changed';

export function announceEnquiriesChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * How many enquiries are new (for the menu's badge): read on every page of the dashboard and after every change of
 * the inbox, when `allowed` (the signed-in person may see the inbox; a contributor may not).
 */
export function useNewEnquiryCount(allowed: boolean): number {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  const read = useCallback(async () => {
    if (!allowed) {
      setCount(0);
      return;
    }
    try {
      const info = (await apiRequest(DASHBOARD_API.enquiries, { query: { page: '1' } })).info as { newCount?: number } | undefined;
      setCount(typeof info?.newCount === 'number' ? info.newCount : 0);
    } catch {
      setCount(0);
    }
  }, [allowed]);
  useEffect(() => void read(), [read, pathname]);
  useEffect(() => {
    window.addEventListener(CHANGED, read);
    return () => window.removeEventListener(CHANGED, read);
  }, [read]);
  return count;
}
