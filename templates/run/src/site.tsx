import { Route } from 'react-router-dom';
import { DISCLOSURE_PAGE, ENQUIRY_PAGE, ENQUIRY_SENT_PAGE, type SiteProps } from '@schoolpage/content-contract';
import { DisclosurePage, EnquiryPage, EnquirySentPage, itemRoutes, RouteNotFound, SiteFrame, SiteRoutes } from '@schoolpage/site-kit';
import { AboutPage } from './pages/about-page';
import { GalleryPage } from './pages/gallery-page';
import { HomePage } from './pages/home-page';
import { NoticePage } from './pages/notice-page';
import { ResourcePage } from './pages/resource-page';
import { RUN_PAGES } from './run-pages';
import theme from './theme/run-theme.module.css';

/** What a Run site says for an address below it that it has no page for (spec §2). */
const ROUTE_NOT_FOUND = 'Run route not found';

/** The pages the server renders at a school's address (/s/<slug>/<page>); any other page is a 404. */
export { RUN_PAGES as pages } from './run-pages';

/** The Run template: a school site with home, about, notice, resource and gallery pages. */
export default function Site({ content, basePath }: SiteProps) {
  const page = { content, basePath };
  const notFound = <RouteNotFound basePath={basePath} title={ROUTE_NOT_FOUND} />;
  return (
    <SiteRoutes
      basePath={basePath}
      layout={<SiteFrame content={content} basePath={basePath} pages={RUN_PAGES} themeClassName={theme.theme} />}
      notFound={notFound}
    >
      <Route index element={<HomePage {...page} />} />
      <Route path="about" element={<AboutPage {...page} />} />
      <Route path="notice" element={<NoticePage {...page} />} />
      <Route path="resource" element={<ResourcePage {...page} />} />
      <Route path="gallery" element={<GalleryPage {...page} />} />
      {content.disclosure ? <Route path={DISCLOSURE_PAGE} element={<DisclosurePage content={content} />} /> : null}
      {content.enquiry ? <Route path={ENQUIRY_PAGE} element={<EnquiryPage content={content} />} /> : null}
      {content.enquiry ? <Route path={ENQUIRY_SENT_PAGE} element={<EnquirySentPage basePath={basePath} />} /> : null}
      {itemRoutes(content, basePath, notFound)}
    </SiteRoutes>
  );
}
