import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { ConfirmDialog } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { unsavedChangesWords } from './unsaved-changes.words';

type Report = (form: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Report>(() => undefined);


/**
 * Asks before the admin leaves a page while any form on it holds unsaved typing: a link to another
 * dashboard page (the click is held until answered) or closing or reloading the tab (the browser's own
 * question). Only links ask: an ended session or Log out goes to /login without a question. The shell
 * keeps its plain browser router, so this costs the other pages no router code.
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
  const navigate = useNavigate();
  const words = useWords(unsavedChangesWords);
  /** Where a held link was going, while the question is open. */
  const [heldLink, setHeldLink] = useState<string | undefined>();

  useEffect(() => {
    if (!unsaved) return;
    // Before the router's own link handler sees the click (capture, on the document).
    const hold = (event: MouseEvent) => {
      const destination = dashboardPageOf(event);
      if (!destination) return;
      event.preventDefault();
      event.stopPropagation();
      setHeldLink(destination);
    };
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, [unsaved]);

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
      {heldLink !== undefined ? (
        <ConfirmDialog
          title={words.t('title')}
          message={words.t('message')}
          confirmLabel={words.t('leave')}
          cancelLabel={words.t('stay')}
          onConfirm={() => {
            setDirtyForms(new Set());
            setHeldLink(undefined);
            void navigate(heldLink);
          }}
          onCancel={() => setHeldLink(undefined)}
        />
      ) : null}
    </UnsavedChangesContext.Provider>
  );
}

/** The other dashboard page a plain click on a link goes to (path, query and hash), if it is one. */
function dashboardPageOf(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const next = new URL(link.href, window.location.href);
  if (next.origin !== window.location.origin || next.pathname === window.location.pathname || !isDashboardPage(next.pathname)) return undefined;
  return `${next.pathname}${next.search}${next.hash}`;
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
