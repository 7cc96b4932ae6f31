import { useEffect, useState } from 'react';
import type { SiteContent } from '@schoolpage/content-contract';
import { loadSiteContent } from './site-content-loader';
import type { SiteSource } from './site-source';

export type SiteContentState =
  | { loaded: false }
  | { loaded: true; content: SiteContent | undefined };

/**
 * Loads the content for a site source. `loaded` turns true whether the fetch succeeds or fails
 * (spec §4); a failure is only logged.
 */
export function useSiteContent(source: SiteSource): SiteContentState {
  const [state, setState] = useState<SiteContentState>({ loaded: false });
  const key = source.kind === 'organization' ? source.organizationId : source.kind;

  useEffect(() => {
    let current = true;
    setState({ loaded: false });
    void loadSiteContent(source)
      .catch((error: unknown) => {
        console.error('The site content could not be loaded.', error);
        return undefined;
      })
      .then((content) => {
        if (current) setState({ loaded: true, content });
      });
    return () => {
      current = false;
    };
    // The key names the source; the object itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}
