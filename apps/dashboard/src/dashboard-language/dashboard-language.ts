import { useSyncExternalStore } from 'react';
import { DEFAULT_DASHBOARD_LANGUAGE, isDashboardLanguage, type DashboardLanguage } from '@schoolpage/content-contract';

/**
 * The language the dashboard's own words are in (#29), each person's choice: kept on their account on the server
 * (the profile answers it) and in this browser's local storage, so the first paint, before the profile is read, is
 * already in it. Changing it draws every screen again in the new language, without a reload.
 */
const STORAGE_KEY = 'schoolpage.dashboardLanguage';

function stored(): DashboardLanguage {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isDashboardLanguage(value) ? value : DEFAULT_DASHBOARD_LANGUAGE;
  } catch {
    return DEFAULT_DASHBOARD_LANGUAGE;
  }
}

let language: DashboardLanguage | undefined;
const listeners = new Set<() => void>();

export function dashboardLanguage(): DashboardLanguage {
  language ??= stored();
  return language;
}

export function setDashboardLanguage(next: DashboardLanguage): void {
  if (next === dashboardLanguage()) return;
  language = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage refused (private mode): the server still keeps the choice.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDashboardLanguage(): DashboardLanguage {
  return useSyncExternalStore(subscribe, dashboardLanguage, dashboardLanguage);
}

/** Forgets the language read (tests start each from the storage). */
export function forgetDashboardLanguage(): void {
  language = undefined;
}
