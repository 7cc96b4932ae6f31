import { Route } from 'react-router-dom';
import { DISCLOSURE_PAGE, ENQUIRY_PAGE, ENQUIRY_SENT_PAGE, type SiteProps } from '@schoolpage/content-contract';
import { DisclosurePage, EnquiryPage, EnquirySentPage, itemRoutes, RouteNotFound, SiteFrame, SiteRoutes } from '@schoolpage/site-kit';
import { NBL_PAGES } from './nbl-pages';
import { AboutPage } from './pages/about-page';
import { CoursePage } from './pages/course-page';
import { GalleryPage } from './pages/gallery-page';
import { HomePage } from './pages/home-page';
import { NoticePage } from './pages/notice-page';
import theme from './theme/nbl-theme.module.css';

/** What an NBL site says for an address below it that it has no page for. */
const ROUTE_NOT_FOUND = 'Page not found';

/** The pages the server renders at a school's address (/s/<slug>/<page>); any other page is a 404. */
export { NBL_PAGES as pages } from './nbl-pages';

/** The NBL template: a school site with home, about, gallery, course and notice pages. */
export default function Site({ content, basePath }: SiteProps) {
  const page = { content, basePath };
  const notFound = <RouteNotFound basePath={basePath} title={ROUTE_NOT_FOUND} />;
  return (
    <SiteRoutes
      basePath={basePath}
      layout={
        <SiteFrame content={content} basePath={basePath} pages={NBL_PAGES} themeClassName={theme.theme} headerLook="masthead" />
      }
      notFound={notFound}
    >
      <Route index element={<HomePage {...page} />} />
      <Route path="about" element={<AboutPage {...page} />} />
      <Route path="gallery" element={<GalleryPage {...page} />} />
      <Route path="course" element={<CoursePage {...page} />} />
      <Route path="notice" element={<NoticePage {...page} />} />
      {content.disclosure ? <Route path={DISCLOSURE_PAGE} element={<DisclosurePage content={content} />} /> : null}
      {content.enquiry ? <Route path={ENQUIRY_PAGE} element={<EnquiryPage content={content} />} /> : null}
      {content.enquiry ? <Route path={ENQUIRY_SENT_PAGE} element={<EnquirySentPage basePath={basePath} />} /> : null}
      {itemRoutes(content, basePath, notFound)}
    </SiteRoutes>
  );
}
