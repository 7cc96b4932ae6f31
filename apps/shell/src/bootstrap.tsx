import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { pageNeeds } from '@schoolpage/content-contract';
import { installFederationPlugins } from './federation/federation-plugins';
import { fetchRemotes, fetchTemplates } from './platform/platform-api';
import { startSamplePreview } from './web/site-content-loader';

installFederationPlugins();
// Start what this page needs (the registry; on a school's site the templates and a preview's sample)
// before React starts rendering: the server named the same files in the page (`pageNeeds`).
const needs = pageNeeds(window.location);
void fetchRemotes().catch(() => undefined);
if (needs.template) void fetchTemplates().catch(() => undefined);
if (needs.siteSource?.kind === 'sample') startSamplePreview();

const root = createRoot(document.getElementById('root') as HTMLElement, {
  // React recovered (the page is whole): say what went wrong, with its cause, so it can be found and mended.
  onRecoverableError: (error, info) =>
    console.error('The page recovered from an error:', error, error instanceof Error ? error.cause : undefined, info.componentStack ?? ''),
});
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
