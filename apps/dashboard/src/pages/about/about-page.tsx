import { useMemo } from 'react';
import { useWords } from '@schoolpage/words';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { aboutSections } from './about-sections';
import { aboutWords } from './about.words';

export function AboutPage() {
  const words = useWords(aboutWords);
  const { facilitySection, faqSection, historySection } = useMemo(() => aboutSections(words), [words]);
  return (
    <SectionPage title={words.t('title')}>
      <ListSection config={facilitySection} />
      <ListSection config={faqSection} />
      <ListSection config={historySection} />
    </SectionPage>
  );
}
