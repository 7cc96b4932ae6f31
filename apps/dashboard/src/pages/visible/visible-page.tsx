import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { activitySection, gallerySection, sliderSection } from './visible-sections';

export function VisiblePage() {
  return (
    <SectionPage title="Visible">
      <ListSection config={sliderSection} />
      <ListSection config={gallerySection} />
      <ListSection config={activitySection} />
    </SectionPage>
  );
}
