import type { SiteProps } from '@schoolpage/content-contract';
import { ComingSoon } from '@schoolpage/ui';

/** The Manga Center template is not built yet: every site using it shows a clear "coming soon" page. */
export default function Site({ content }: SiteProps) {
  return <ComingSoon templateName="Manga Center" organizationName={content.organizationName} />;
}
