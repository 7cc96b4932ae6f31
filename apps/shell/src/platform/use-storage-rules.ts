import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyStorageRules, clearOrganizationOnUnload } from './storage-rules';

/** Spec §2 storage rules on every page of the shell (see storage-rules.ts). */
export function useStorageRules(): void {
  const { pathname, search } = useLocation();

  useEffect(() => applyStorageRules({ pathname, search }, localStorage), [pathname, search]);

  useEffect(() => clearOrganizationOnUnload(window, localStorage), []);
}
