import { Route } from 'react-router-dom';
import { DISCLOSURE_PAGE, ENQUIRY_PAGE, ENQUIRY_SENT_PAGE, type SiteProps } from '@schoolpage/content-contract';
import { ContactPage, DisclosurePage, inPageLanguage, useSiteWords, EnquiryPage, EnquirySentPage, itemRoutes, lazyView, RouteNotFound, SiteFrame, SiteRoutes } from '@schoolpage/site-kit';
import { RUN_PAGES } from './run-pages';
import { HomePage } from './pages/home-page';
import theme from './theme/run-theme.module.css';

// The home page comes with the site; every other page's code downloads on that page (see lazyView).
const AboutPage = lazyView(() => import('./pages/about-page').then((m) => m.AboutPage));
const GalleryPage = lazyView(() => import('./pages/gallery-page').then((m) => m.GalleryPage));
const NoticePage = lazyView(() => import('./pages/notice-page').then((m) => m.NoticePage));
const ResourcePage = lazyView(() => import('./pages/resource-page').then((m) => m.ResourcePage));

/** The pages the server renders at a school's address (/s/<slug>/<page>, each by its one name); any other page is the site's own 404. */
export { RUN_PAGES as pages } from './run-pages';

/** The Run template: a school site with home, about, notice, resource and gallery pages. */
export default inPageLanguage(function RunSite({ content, basePath }: SiteProps) {
  const { t } = useSiteWords();
  const page = { content, basePath };
  // What the site says for an address below it that it has no page for (spec §2 for Run).
  const notFound = <RouteNotFound basePath={basePath} title={t('runRouteNotFound')} />;
  return (
    <SiteRoutes
      basePath={basePath}
      layout={<SiteFrame content={content} basePath={basePath} pages={RUN_PAGES} themeClassName={theme.theme} />}
      notFound={notFound}
    >
      <Route index element={<HomePage {...page} />} />
      <Route path="about" element={<AboutPage {...page} />} />
      <Route path="notices" element={<NoticePage {...page} />} />
      <Route path="admissions" element={<ResourcePage {...page} />} />
      <Route path="gallery" element={<GalleryPage {...page} />} />
      <Route path="contact" element={<ContactPage content={content} />} />
      {content.disclosure ? <Route path={DISCLOSURE_PAGE} element={<DisclosurePage content={content} />} /> : null}
      {content.enquiry ? <Route path={ENQUIRY_PAGE} element={<EnquiryPage content={content} />} /> : null}
      {content.enquiry ? <Route path={ENQUIRY_SENT_PAGE} element={<EnquirySentPage basePath={basePath} />} /> : null}
      {itemRoutes(content, basePath, notFound)}
    </SiteRoutes>
  );
});
