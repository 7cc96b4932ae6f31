import { useMemo } from 'react';
import { useWords } from '@schoolpage/words';
import { EmptySectionsCard } from '../../empty-sections/empty-sections-card';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { visibleSections } from './visible-sections';
import { visibleSectionWords } from './visible-sections.words';
import { visibleWords } from './visible.words';

export function VisiblePage() {
  const words = useWords(visibleWords);
  const sectionWords = useWords(visibleSectionWords);
  const { sliderSection, gallerySection, activitySection } = useMemo(() => visibleSections(sectionWords), [sectionWords]);
  return (
    <SectionPage title={words.t('title')}>
      <ListSection config={sliderSection} />
      <ListSection config={gallerySection} />
      <ListSection config={activitySection} />
      <EmptySectionsCard />
    </SectionPage>
  );
}
