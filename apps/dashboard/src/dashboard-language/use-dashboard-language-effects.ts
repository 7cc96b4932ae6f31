import { useEffect, useRef } from 'react';
import type { DashboardLanguage } from '@schoolpage/content-contract';
import { setDashboardLanguage } from './dashboard-language';

/** `<html lang>` says the dashboard's language while the dashboard is shown (and is given back when it goes). */
export function useDocumentLanguage(language: DashboardLanguage): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = language;
    return () => {
      root.lang = before;
    };
  }, [language]);
}

/**
 * The language the person chose, as their account keeps it (the profile's `dashboardLanguage`): taken once, when
 * first read, so a choice made in another browser follows them here; null (never chosen) leaves this browser's.
 */
export function useChosenDashboardLanguage(chosen: DashboardLanguage | null | undefined): void {
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current || chosen === undefined) return;
    taken.current = true;
    if (chosen) setDashboardLanguage(chosen);
  }, [chosen]);
}
