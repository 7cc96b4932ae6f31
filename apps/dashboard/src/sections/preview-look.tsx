import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BRAND_API_PATH, type SiteBrand } from '@schoolpage/content-contract';
import { apiRequest } from '../api/api-request';
import { readBrand } from '../brand/brand-picker';

interface SharedBrand {
  brand: SiteBrand | undefined;
  /** A preview is drawn: the brand is read (once for the page). */
  want: () => void;
}

const PreviewBrandContext = createContext<SharedBrand | null>(null);

/**
 * The school's brand for every section preview of a page, read once, when the first preview is drawn (a phone
 * whose previews stay folded reads nothing).
 */
export function PreviewBrandProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [brand, setBrand] = useState<SiteBrand>();
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
    return () => {
      current = false;
    };
  }, [wanted]);
  const want = useCallback(() => setWanted(true), []);
  const shared = useMemo(() => ({ brand, want }), [brand, want]);
  return <PreviewBrandContext.Provider value={shared}>{children}</PreviewBrandContext.Provider>;
}

/** The page's brand, for a preview being drawn (undefined until it is read, or outside a PreviewBrandProvider). */
export function usePreviewBrand(): SiteBrand | undefined {
  const shared = useContext(PreviewBrandContext);
  useEffect(() => shared?.want(), [shared]);
  return shared?.brand;
}
