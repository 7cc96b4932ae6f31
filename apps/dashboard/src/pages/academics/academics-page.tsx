import { useMemo } from 'react';
import { useWords } from '@schoolpage/words';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { academicsSections } from './academics-sections';
import { academicsWords } from './academics.words';

export function AcademicsPage() {
  const words = useWords(academicsWords);
  const { calendarSection, applicationFormSection, admissionSection } = useMemo(() => academicsSections(words), [words]);
  return (
    <SectionPage title={words.t('title')}>
      <ListSection config={calendarSection} />
      <ListSection config={applicationFormSection} />
      <ListSection config={admissionSection} />
    </SectionPage>
  );
}
