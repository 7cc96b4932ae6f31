import type { FaqItem } from '@schoolpage/content-contract';
import { FaqAccordion } from './faq-accordion';
import { SiteSection } from './site-section';
import { useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface FaqSectionProps {
  faq: readonly FaqItem[];
  email?: string;
  tinted?: boolean;
}

/** "Frequently Asked Questions" with its accordion. */
export function FaqSection({ faq, email, tinted }: FaqSectionProps) {
  const { t } = useSiteWords();
  if (!useSectionShown('faq', faq.length === 0)) return null;
  return (
    <SiteSection id="faq" title={t('faq')} tinted={tinted}>
      <FaqAccordion faq={faq} email={email} />
    </SiteSection>
  );
}
