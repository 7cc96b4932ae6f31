import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { facilitySection, faqSection, historySection } from './about-sections';

export function AboutPage() {
  return (
    <SectionPage title="About">
      <ListSection config={facilitySection} />
      <ListSection config={faqSection} />
      <ListSection config={historySection} />
    </SectionPage>
  );
}
