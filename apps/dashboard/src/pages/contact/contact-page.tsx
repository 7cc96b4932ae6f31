import { useMemo } from 'react';
import { useWords } from '@schoolpage/words';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { ContactDetailsForm } from './contact-details-form';
import { contactWords } from './contact.words';
import { socialMediaSectionIn } from './social-media-section';

export function ContactPage() {
  const words = useWords(contactWords);
  const socialMediaSection = useMemo(() => socialMediaSectionIn(words), [words]);
  return (
    <SectionPage title={words.t('title')}>
      <ContactDetailsForm />
      <ListSection config={socialMediaSection} />
    </SectionPage>
  );
}
