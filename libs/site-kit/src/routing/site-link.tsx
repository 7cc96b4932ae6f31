import type { ComponentProps } from 'react';
import { Link, useLocation, type To } from 'react-router-dom';

/**
 * The address of a page of the site with the current address's query kept: whatever the host put
 * there (a shared site's `?org=<id>`, a preview's `?source=...`) stays as the visitor moves through
 * the site, so a page opened from a shared link never loses the school.
 */
export function useSiteTo(): (pathname: string) => To {
  const { search } = useLocation();
  return (pathname) => ({ pathname, search });
}

/** A link to a page of the site (a path from `sitePath`) that keeps the address's query. */
export function SiteLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const siteTo = useSiteTo();
  return <Link {...props} to={siteTo(to)} />;
}
