import type { FaqItem } from '@schoolpage/content-contract';
import { FaqAccordion } from './faq-accordion';
import { SiteSection } from './site-section';

interface FaqSectionProps {
  faq: readonly FaqItem[];
  email?: string;
  tinted?: boolean;
}

/** "Frequently Asked Questions" with its accordion. */
export function FaqSection({ faq, email, tinted }: FaqSectionProps) {
  return (
    <SiteSection id="faq" title="Frequently Asked Questions" tinted={tinted}>
      <FaqAccordion faq={faq} email={email} />
    </SiteSection>
  );
}
