import { startTransition, StrictMode, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SitePageData, SiteProps } from '@schoolpage/content-contract';
import { otherPageOf } from './other-page';
import { HYDRATED_ATTRIBUTE } from './site-page-data';

/**
 * Takes over a school's page that the server rendered (main.ts starts it at the visitor's first sign of presence):
 * loads the same template the server used and hydrates its markup with the content the page carries, `data` (what
 * it shows: no content request; other pages' content is read from those pages as the visitor goes there,
 * page-moves.ts). Until then, and if the template cannot be loaded, the page works as plain HTML: links, menu,
 * images, FAQ answers. `answerPresses` presses again what the visitor pressed meanwhile (visitor-presence.ts).
 */
export function takeOver(data: SitePageData, answerPresses: () => void): Promise<void> {
  // Once: the entry may ask again (a visitor who dismissed the alert has the page taken over at once, then moves), and
  // a second root hydrating what the first has already changed would find it all different.
  return (takingOver ??= hydrate(data, answerPresses));
}

let takingOver: Promise<void> | undefined;

async function hydrate(data: SitePageData, answerPresses: () => void): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  // By its entry script, not its manifest: this page's runtime leaves manifests out (host-page-build.ts).
  registerRemotes([{ name: data.remote, entry: new URL(data.entryScript, window.location.origin).href }]);
  const site = await loadRemote<{ default: ComponentType<SiteProps> }>(`${data.remote}/Site`);
  if (!site?.default) return;
  const Site = site.default;
  const pageMoves = followedLinks(data);
  // As a transition: React hydrates in slices and lets the browser answer the visitor between them (no long task).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter>
          <SitePages Site={Site} data={data} pageMoves={pageMoves} />
        </BrowserRouter>
      </StrictMode>,
      {
        // React recovered (the page is whole): say what went wrong, with its cause, so it can be found and mended.
        onRecoverableError: (error, info) =>
          console.error('The page recovered from an error:', error, error instanceof Error ? error.cause : undefined, info.componentStack ?? ''),
      },
    );
  });
  // React listens from here on: a press it is given now hydrates what was pressed first, then answers it.
  answerPresses();
}

/** Moves the site to another of its pages in the page, once the site is there to show it (SitePages sets it). */
type PageMoves = { current?: (url: URL) => void };

/**
 * A link to another page of the site, followed once the site has taken the page over, moves there in the page. It is
 * listened for before React (the window's capture, before the router's own handler: it leaves a link whose click was
 * handled alone) and from the take-over's start: a link followed while React still hydrates is the browser's, a new
 * document, never the router's (which would show the page with none of its content).
 */
function followedLinks(data: SitePageData): PageMoves {
  const pageMoves: PageMoves = {};
  window.addEventListener(
    'click',
    (event) => {
      const url = otherPageOf(event, data.basePath);
      if (!url) return;
      // Not yet: React never sees it, and the browser follows the link.
      if (!pageMoves.current) return event.stopPropagation();
      event.preventDefault();
      pageMoves.current(url);
    },
    true,
  );
  return pageMoves;
}

/** The site with the content read so far: this page's at first, each other page's as the visitor goes there (page-moves.ts). */
function SitePages({ Site, data, pageMoves }: { Site: ComponentType<SiteProps>; data: SitePageData; pageMoves: PageMoves }) {
  const [content, setContent] = useState(data.content);
  const navigate = useNavigate();
  useEffect(() => {
    pageMoves.current = (url) =>
      void import('./page-moves').then(({ moveToPage, withPageContent }) =>
        moveToPage(url, data, (path, next) => {
          setContent((current) => withPageContent(current, next));
          void navigate(path);
        }),
      );
    // The page is the site's from here on: hydrated, every effect of the site run, and moving between its pages
    // happens in the page (styles and tests can tell).
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    return () => {
      pageMoves.current = undefined;
    };
  }, [data, navigate, pageMoves]);
  return <Site content={content} basePath={data.basePath} language={data.language} untranslated={data.untranslated} />;
}
