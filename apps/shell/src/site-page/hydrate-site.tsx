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
export async function takeOver(data: SitePageData, answerPresses: () => void): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  // By its entry script, not its manifest: this page's runtime leaves manifests out (host-page-build.ts).
  registerRemotes([{ name: data.remote, entry: new URL(data.entryScript, window.location.origin).href }]);
  const site = await loadRemote<{ default: ComponentType<SiteProps> }>(`${data.remote}/Site`);
  if (!site?.default) return;
  const Site = site.default;
  // As a transition: React hydrates in slices and lets the browser answer the visitor between them (no long task).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter>
          <SitePages Site={Site} data={data} />
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
  // From here on, moving between the site's pages happens in the page (styles and tests can tell).
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** The site with the content read so far: this page's at first, each other page's as the visitor goes there (page-moves.ts). */
function SitePages({ Site, data }: { Site: ComponentType<SiteProps>; data: SitePageData }) {
  const [content, setContent] = useState(data.content);
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = otherPageOf(event, data.basePath);
      if (!url) return;
      // Before the router's own handler: it leaves a link whose click was handled alone.
      event.preventDefault();
      void import('./page-moves').then(({ moveToPage, withPageContent }) =>
        moveToPage(url, data, (path, next) => {
          setContent((current) => withPageContent(current, next));
          void navigate(path);
        }),
      );
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [data, navigate]);
  return <Site content={content} basePath={data.basePath} language={data.language} untranslated={data.untranslated} />;
}
