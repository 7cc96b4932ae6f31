import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, type To } from 'react-router-dom';

/**
 * The address of a page of the site with the current address's query kept: whatever the host put
 * there (a shared site's `?org=<id>`, a preview's `?source=...`) stays as the visitor moves through
 * the site, so a page opened from a shared link never loses the school.
 */
export function useSiteTo(): (pathname: string) => To {
  const { search } = useLocation();
  return (pathname) => ({ pathname, search });
}

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of the site (a path from `sitePath`) that keeps the address's query: a real link,
 * which moves within the page once the site has taken over. Made of the router's own parts rather than
 * its `Link`, whose prefetching and view transitions a school's page does not use (and would download).
 */
export function SiteLink({ to, onClick, target, ...props }: SiteLinkProps) {
  const destination = useSiteTo()(to);
  const href = useHref(destination);
  const moveWithinPage = useLinkClickHandler(destination, { target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) moveWithinPage(event);
      }}
    />
  );
}
