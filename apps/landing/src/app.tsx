import { useLocation } from 'react-router-dom';
import { landingPageFor, type LandingPageProps } from './routing/landing-page-for';

/**
 * The landing remote's ./App: the shell mounts it for every public route of spec §2 it owns and hands it
 * the search remote's box; the page is chosen by the location.
 */
export default function LandingApp({ searchBox }: LandingPageProps) {
  const { pathname } = useLocation();
  const Page = landingPageFor(pathname);
  return Page ? <Page searchBox={searchBox} /> : null;
}
