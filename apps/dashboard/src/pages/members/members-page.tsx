import { useMemo, useState } from 'react';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useWords } from '@schoolpage/words';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { useFeedback } from '../../feedback/use-feedback';
import { ListSection } from '../../sections/list-section';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { MemberForm } from './member-form';
import type { TypedMemberValues } from './typed-member';
import { memberSections } from './member-sections';
import { membersWords } from './members.words';

export function MembersPage() {
  const words = useWords(membersWords);
  const { facultySection, staffSection } = useMemo(() => memberSections(words), [words]);
  const feedback = useFeedback();
  /** What the last add answered (both lists), so Faculty and Staff show the new member. */
  const [added, setAdded] = useState<ApiAnswer>();
  /** What is typed in the member form: the list it will join previews it. */
  const [typed, setTyped] = useState<TypedMemberValues>();
  const typedFor = (memberType: TypedMemberValues['memberType']) => (typed?.memberType === memberType ? typed.values : undefined);

  return (
    <SectionPage title={words.t('title')}>
      <SectionCard title={words.t('addTitle')}>
        <MemberForm feedback={feedback} onSaved={setAdded} onTyped={setTyped} />
        <FeedbackAlert feedback={feedback} />
      </SectionCard>
      <ListSection config={facultySection} answered={added} typedElsewhere={typedFor('faculty')} />
      <ListSection config={staffSection} answered={added} typedElsewhere={typedFor('staff')} />
    </SectionPage>
  );
}
