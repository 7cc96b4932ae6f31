import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BRAND_API_PATH, type SiteBrand } from '@schoolpage/content-contract';
import { apiRequest } from '../api/api-request';
import { readBrand } from '../brand/brand-picker';
import { loadChosenTemplateLook, TemplateSectionPreviewLoader, type TemplateLook } from './template-look';

/** How the section previews of a page look: the school's brand and its chosen template. */
export interface PreviewLook {
  brand: SiteBrand | undefined;
  template: TemplateLook;
}

interface SharedLook extends PreviewLook {
  /** A preview is drawn: the look is read (once for the page). */
  want: () => void;
}

const PreviewLookContext = createContext<SharedLook | null>(null);

/**
 * The school's brand and template look for every section preview of a page, read once, when the first preview
 * is drawn (a phone whose previews stay folded reads nothing).
 */
export function PreviewLookProvider({ children }: { children: ReactNode }) {
  const load = useContext(TemplateSectionPreviewLoader);
  const [wanted, setWanted] = useState(false);
  const [brand, setBrand] = useState<SiteBrand>();
  const [template, setTemplate] = useState<TemplateLook>({ state: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    apiRequest(BRAND_API_PATH).then(
      (body) => {
        if (current) setBrand(readBrand(body));
      },
      // Without it the previews keep the template's own colours.
      (error: unknown) => console.error(`GET ${BRAND_API_PATH} failed`, error),
    );
    loadChosenTemplateLook(load).then(
      (Preview) => {
        if (current) setTemplate({ state: 'ready', Preview });
      },
      (error: unknown) => {
        // Outside the shell (no loader) the plain look is all there is; a loader that fails is worth a line.
        if (load) console.error("The template's section preview could not be loaded", error);
        if (current) setTemplate({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, load]);
  const want = useCallback(() => setWanted(true), []);
  const shared = useMemo(() => ({ brand, template, want }), [brand, template, want]);
  return <PreviewLookContext.Provider value={shared}>{children}</PreviewLookContext.Provider>;
}

/** The page's look, for a preview being drawn (still loading until it is read; outside a PreviewLookProvider, the plain look). */
export function usePreviewLook(): PreviewLook {
  const shared = useContext(PreviewLookContext);
  useEffect(() => shared?.want(), [shared]);
  return shared ?? OUTSIDE_A_PAGE;
}

const OUTSIDE_A_PAGE: PreviewLook = { brand: undefined, template: { state: 'failed' } };
