import { SAMPLE_TEMPLATE_QUERY, STORAGE_KEYS, WEB_ROUTE } from '@schoolpage/content-contract';

/**
 * Spec §2 storage rules for the page at `location`: organisation data is cleared on `/`; the
 * static-content flag is set by a sample-template preview and removed whenever the path does not start
 * with /web.
 */
export function applyStorageRules(location: Pick<Location, 'pathname' | 'search'>, storage: Pick<Storage, 'setItem' | 'removeItem'>): void {
  if (location.pathname === '/') storage.removeItem(STORAGE_KEYS.orgData);
  if (!location.pathname.startsWith(WEB_ROUTE)) storage.removeItem(STORAGE_KEYS.isStaticContent);
  else if (new URLSearchParams(location.search).get(SAMPLE_TEMPLATE_QUERY.name) === SAMPLE_TEMPLATE_QUERY.value) {
    storage.setItem(STORAGE_KEYS.isStaticContent, 'true');
  }
}

/** Organisation data is cleared when the window is closed or reloaded. */
export function clearOrganizationOnUnload(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, storage: Pick<Storage, 'removeItem'>): () => void {
  const clear = () => storage.removeItem(STORAGE_KEYS.orgData);
  target.addEventListener('beforeunload', clear);
  return () => target.removeEventListener('beforeunload', clear);
}
