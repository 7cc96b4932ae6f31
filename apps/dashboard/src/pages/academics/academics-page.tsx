import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { admissionSection, applicationFormSection, calendarSection } from './academics-sections';

export function AcademicsPage() {
  return (
    <SectionPage title="Academics">
      <ListSection config={calendarSection} />
      <ListSection config={applicationFormSection} />
      <ListSection config={admissionSection} />
    </SectionPage>
  );
}
