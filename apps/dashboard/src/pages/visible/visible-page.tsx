import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { activitySection, gallerySection, sliderSection } from './visible-sections';
import { useWords } from '@schoolpage/words';
import { visibleWords } from './visible.words';

export function VisiblePage() {
  const words = useWords(visibleWords);
  return (
    <SectionPage title={words.t('title')}>
      <ListSection config={sliderSection} />
      <ListSection config={gallerySection} />
      <ListSection config={activitySection} />
    </SectionPage>
  );
}
