import type { SiteProps } from '@schoolpage/content-contract';
import { ComingSoon } from '@schoolpage/ui';

/** The Curl Set template is not built yet: every site using it shows a clear "coming soon" page. */
export default function Site({ content }: SiteProps) {
  return <ComingSoon templateName="Curl Set" organizationName={content.organizationName} />;
}
