import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { ConfirmDialog } from '@schoolpage/ui';

type Report = (form: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Report>(() => undefined);

export const UNSAVED_CHANGES = {
  title: 'Leave without saving?',
  message: 'You have typed something that is not saved yet. If you leave this page, it is lost.',
  leave: 'Leave page',
  stay: 'Stay on this page',
} as const;

/**
 * Asks before the admin leaves a page while any form on it holds unsaved typing: another dashboard page
 * (the router's navigation is held until answered) or closing or reloading the tab (the browser's own question).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((form, dirty) => {
    setDirtyForms((forms) => {
      if (forms.has(form) === dirty) return forms;
      const next = new Set(forms);
      if (dirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const unsaved = dirtyForms.size > 0;
  // Only moves to another dashboard page ask: an ended session or Log out goes to /login without a question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname && isDashboardPage(nextLocation.pathname),
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={UNSAVED_CHANGES.title}
          message={UNSAVED_CHANGES.message}
          confirmLabel={UNSAVED_CHANGES.leave}
          cancelLabel={UNSAVED_CHANGES.stay}
          onConfirm={() => {
            setDirtyForms(new Set());
            blocker.proceed();
          }}
          onCancel={() => blocker.reset()}
        />
      ) : null}
    </UnsavedChangesContext.Provider>
  );
}

function isDashboardPage(pathname: string): boolean {
  return pathname === DASHBOARD_ROUTE || pathname.startsWith(`${DASHBOARD_ROUTE}/`);
}

/** Tells the page's guard whether this form holds unsaved typing (forgotten when the form goes away). */
export function useUnsavedChanges(dirty: boolean): void {
  const form = useId();
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(form, dirty);
  }, [form, dirty, report]);
  useEffect(() => () => report(form, false), [form, report]);
}
