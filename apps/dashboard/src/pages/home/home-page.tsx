import { useMemo } from 'react';
import { useWords } from '@schoolpage/words';
import { FormSection } from '../../sections/form-section';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { homeForms } from './home-forms';
import { homeSections } from './home-sections';
import { homeSectionWords } from './home-sections.words';
import { homeWords } from './home.words';
import { OffersEditor } from './offers-editor';

export function HomePage() {
  const words = useWords(homeWords);
  const sectionWords = useWords(homeSectionWords);
  const { orgInfoForm, textLogoForm } = useMemo(() => homeForms(sectionWords), [sectionWords]);
  const { overviewSection, visionSection, missionSection } = useMemo(() => homeSections(sectionWords), [sectionWords]);
  return (
    <SectionPage title={words.t('title')}>
      <FormSection config={orgInfoForm} />
      <ListSection config={overviewSection} />
      <FormSection config={textLogoForm} />
      <ListSection config={visionSection} />
      <ListSection config={missionSection} />
      <OffersEditor />
    </SectionPage>
  );
}
