import { FormSection } from '../../sections/form-section';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { orgInfoForm, textLogoForm } from './home-forms';
import { OffersEditor } from './offers-editor';
import { missionSection, overviewSection, visionSection } from './home-sections';
import { useWords } from '@schoolpage/words';
import { homeWords } from './home.words';
import { SectionTexts } from '../../sections/section-texts';
import { homeSectionWords } from './home-sections.words';

export function HomePage() {
  const words = useWords(homeWords);
  return (
    <SectionPage title={words.t('title')}>
      <SectionTexts words={homeSectionWords}>
        <FormSection config={orgInfoForm} />
        <ListSection config={overviewSection} />
        <FormSection config={textLogoForm} />
        <ListSection config={visionSection} />
        <ListSection config={missionSection} />
        <OffersEditor />
      </SectionTexts>
    </SectionPage>
  );
}
