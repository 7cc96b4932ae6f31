import type { SiteProps } from '@schoolpage/content-contract';
import { ComingSoon } from '@schoolpage/ui';

/** The Timely Travel template is not built yet: every site using it shows a clear "coming soon" page. */
export default function Site({ content }: SiteProps) {
  return <ComingSoon templateName="Timely Travel" organizationName={content.organizationName} />;
}
