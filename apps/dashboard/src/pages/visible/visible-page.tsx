import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { activitySection, gallerySection, sliderSection } from './visible-sections';
import { useWords } from '@schoolpage/words';
import { visibleWords } from './visible.words';
import { SectionTexts } from '../../sections/section-texts';
import { visibleSectionWords } from './visible-sections.words';

export function VisiblePage() {
  const words = useWords(visibleWords);
  return (
    <SectionPage title={words.t('title')}>
      <SectionTexts words={visibleSectionWords}>
        <ListSection config={sliderSection} />
        <ListSection config={gallerySection} />
        <ListSection config={activitySection} />
      </SectionTexts>
    </SectionPage>
  );
}
