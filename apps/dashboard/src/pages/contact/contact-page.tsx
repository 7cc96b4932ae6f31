import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { ContactDetailsForm } from './contact-details-form';
import { socialMediaSection } from './social-media-section';

export function ContactPage() {
  return (
    <SectionPage title="Contact">
      <ContactDetailsForm />
      <ListSection config={socialMediaSection} />
    </SectionPage>
  );
}
