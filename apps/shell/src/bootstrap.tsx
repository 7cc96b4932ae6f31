import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { WEB_ROUTE } from '@schoolpage/content-contract';
import { installFederationPlugins } from './federation/federation-plugins';
import { fetchRemotes, fetchTemplates } from './platform/platform-api';
import { startSamplePreview } from './web/site-content-loader';

installFederationPlugins();
// Ask for the registry (and, for a school's site, the templates) before React starts rendering.
void fetchRemotes().catch(() => undefined);
if (window.location.pathname.startsWith(WEB_ROUTE)) void fetchTemplates().catch(() => undefined);
startSamplePreview(window.location);

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition lets React render the first page in short slices, so a slow phone stays responsive.
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
