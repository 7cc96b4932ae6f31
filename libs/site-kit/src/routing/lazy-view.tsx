import { use, type ComponentType, type ReactElement } from 'react';

/** A view whose code downloads only when a page draws it (see lazyView). */
export type LazyView<P> = ((props: P) => ReactElement) & { load(): Promise<ComponentType<P>> };

/** Every lazy view made in this bundle, so tests can load them all before rendering (loadLazyViews). */
const lazyViews = new Set<() => Promise<unknown>>();

/**
 * A view of a school's site (a page, the alert) whose code is a chunk of its own, fetched when a page
 * first draws it: a visitor of the home page does not download the disclosure, the enquiry form or the
 * news views. Draw it inside a Suspense boundary (the site frame has one around the page).
 *
 * - On the server the template is rendered with React's prerender, which waits for the chunk, so the
 *   HTML holds the whole page.
 * - In the browser, while hydrating, the server's HTML stays as it is until the chunk is there (no
 *   flash, no mismatch); when moving between pages, the router's transition keeps the previous page on
 *   screen until then.
 * - Once loaded, the view renders at once, with no suspending.
 * - A chunk that cannot be fetched (a deploy replaced it, the network dropped) loads the address from
 *   the server once, which renders the whole page; the server's HTML stays as it is otherwise.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (view) => (loaded = view),
      (error: unknown) => pageFromServer<ComponentType<P>>(error),
    ));
  lazyViews.add(loadOnce);
  function Lazy(props: P) {
    const View = loaded ?? use(loadOnce());
    return <View {...props} />;
  }
  return Object.assign(Lazy, { load: loadOnce });
}

/** Loads the code of every lazy view made so far (tests render synchronously afterwards). */
export function loadLazyViews(): Promise<unknown[]> {
  return Promise.all([...lazyViews].map((load) => load()));
}

const RELOADED_KEY = 'site-page-reloaded';

/** A view's chunk failed: in a browser, ask the server for the address once; the promise never settles. */
function pageFromServer<T>(error: unknown): Promise<T> {
  if (typeof window === 'undefined') throw error instanceof Error ? error : new Error('A part of the page could not be loaded.', { cause: error });
  console.warn('A part of the page could not be loaded:', error);
  const address = window.location.href;
  try {
    if (window.sessionStorage.getItem(RELOADED_KEY) !== address) {
      window.sessionStorage.setItem(RELOADED_KEY, address);
      window.location.reload();
    }
  } catch {
    // No session storage (a private window that refuses it): the page stays as the server sent it.
  }
  return new Promise<T>(() => undefined);
}
