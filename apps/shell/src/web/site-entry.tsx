import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { currentPageName, DASHBOARD_ROUTE, ENQUIRY_REPLIES_EN, pageNeeds, siteEnquiry, TEMPLATE_MODULES, WEB_ROUTE, type SiteContent, type SiteProps } from '@schoolpage/content-contract';
import { useStickyScrollPadding } from '@schoolpage/ui/sticky-scroll-padding';
import { preloadRemoteModule } from '../federation/remote-modules';
import { RemoteUnavailable } from '../federation/remote-unavailable';
import { SiteLoading } from './site-loading';
import { useMoveToSchoolAddress } from './school-address';
import { resolveSiteSource } from './site-source';
import { TemplateView } from './template-view';
import { useSiteContent } from './use-site-content';
import { useTemplates } from './use-templates';
import styles from './site-entry.module.css';

/**
 * `/web/{template}/*`: picks the content source, loads it, and mounts the template's remote. A published school
 * chosen by its id moves to its own address, `/s/<slug>` (see useMoveToSchoolAddress).
 */
export function SiteEntry() {
  const location = useLocation();
  const [search] = useSearchParams();
  const templateName = pageNeeds(location).template ?? '';
  const source = useMemo(
    () => resolveSiteSource({ state: location.state, search, storage: localStorage }),
    // The source is decided once per visit of a template, not on each child route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [templateName, search.toString()],
  );
  const site = useSiteContent(source);
  const templates = useTemplates();
  const content = site.loaded ? site.content : undefined;
  const template = Array.isArray(templates) ? templates.find((t) => t.name === templateName) : undefined;
  const move = useMoveToSchoolAddress(source, Array.isArray(templates) ? !!template : templates instanceof Error ? false : undefined);
  useDocumentTitle(content);
  // Fetch the template's files while the school's content is still on its way.
  useEffect(() => {
    if (template) preloadRemoteModule(template.remote, TEMPLATE_MODULES.site);
  }, [template]);

  if (source.kind === 'none') return <Navigate to="/" replace />;
  // A page a template once named otherwise (`course`, `resource`, `notice`) is shown at its one name.
  const formerPage = currentPageName(location.pathname.split('/').slice(3).join('/'));
  if (formerPage !== undefined) {
    const pathname = `${WEB_ROUTE}/${templateName}${formerPage ? `/${formerPage}` : ''}`;
    return <Navigate to={{ pathname, search: location.search, hash: location.hash }} replace />;
  }
  // A school with its own address is shown there (the browser is loading it).
  if (move === 'moving') return <SiteLoading />;
  if (templates instanceof Error) return <RemoteUnavailable />;
  if (!templates || !site.loaded) return <SiteLoading />;

  if (!template) return <SitePageNotFound />;
  if (!content || isEmptySite(content)) return <Navigate to="/" replace />;

  // A school's own site (not a sample, not the admin's preview) reports its visits and takes enquiries.
  // The template's preview draws in its own (English) words: its form says so, and the API stores the purpose in English.
  const english = { language: 'en', replies: ENQUIRY_REPLIES_EN };
  const school = source.kind === 'organization' ? { organizationId: source.organizationId, enquiry: siteEnquiry(source.organizationId, content, undefined, english) } : {};
  const props: SiteProps = { content: { ...content, ...school }, basePath: `${WEB_ROUTE}/${template.name}` };
  const view = <TemplateView template={template} templates={templates} props={props} />;
  return source.kind === 'own' ? <OwnContentPreview>{view}</OwnContentPreview> : view;
}

/** "Preview with my content": the template with the admin's content, under a line saying what this is. */
function OwnContentPreview({ children }: { children: ReactNode }) {
  // The line stays at the top while the page scrolls: the page keeps focused elements clear of it.
  const barRef = useRef<HTMLParagraphElement>(null);
  useStickyScrollPadding(barRef);
  return (
    <>
      <p ref={barRef} className={styles.previewBar} role="note">
        <span>Preview with your content: only you can see this page.</span>
        <a href={`${DASHBOARD_ROUTE}/template`}>Back to Templates</a>
      </p>
      {children}
    </>
  );
}

function SitePageNotFound() {
  return (
    <main className={styles.notFound}>
      <h1>Page not found</h1>
    </main>
  );
}

/** A site whose owner filled in nothing at all is not shown (spec §4). */
function isEmptySite(content: SiteContent): boolean {
  return !content.organizationName;
}

function useDocumentTitle(content: SiteContent | undefined): void {
  useEffect(() => {
    if (!content?.organizationName) return;
    document.title = content.organizationName;
    const description = content.welcomeMessage?.welcomeMsg || `${content.organizationName} on SchoolPage`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [content]);
}
