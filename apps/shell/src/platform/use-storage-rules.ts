import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { STORAGE_KEYS, WEB_ROUTE } from '@schoolpage/content-contract';

/**
 * Spec §2 storage rules: organisation data is cleared on `/` and when the window is closed or
 * reloaded; the static-content flag is removed whenever the path does not start with /web.
 */
export function useStorageRules(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname === '/') localStorage.removeItem(STORAGE_KEYS.orgData);
    if (!pathname.startsWith(WEB_ROUTE)) localStorage.removeItem(STORAGE_KEYS.isStaticContent);
  }, [pathname]);

  useEffect(() => {
    const clear = () => localStorage.removeItem(STORAGE_KEYS.orgData);
    window.addEventListener('beforeunload', clear);
    return () => window.removeEventListener('beforeunload', clear);
  }, []);
}
