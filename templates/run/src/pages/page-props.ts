import type { SiteProps } from '@schoolpage/content-contract';

/** Every page of the template renders the site's content under its base path. */
export type PageProps = SiteProps;
