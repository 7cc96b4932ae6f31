import { createContext } from 'react';

/** Who hears the name of the page being drawn: the server, which writes it into the page's `<title>` (SiteProps.onPageName). */
export const PageNameListener = createContext<((name: string) => void) | undefined>(undefined);
