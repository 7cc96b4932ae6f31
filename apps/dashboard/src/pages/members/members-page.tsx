import { useState } from 'react';
import type { ApiAnswer } from '@schoolpage/api-client';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { useFeedback } from '../../feedback/use-feedback';
import { ListSection } from '../../sections/list-section';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { MemberForm } from './member-form';
import { facultySection, staffSection } from './member-sections';

export function MembersPage() {
  const feedback = useFeedback();
  /** What the last add answered (both lists), so Faculty and Staff show the new member. */
  const [added, setAdded] = useState<ApiAnswer>();

  return (
    <SectionPage title="Our Members">
      <SectionCard title="Add a member">
        <MemberForm feedback={feedback} onSaved={setAdded} />
        <FeedbackAlert feedback={feedback} />
      </SectionCard>
      <ListSection config={facultySection} answered={added} />
      <ListSection config={staffSection} answered={added} />
    </SectionPage>
  );
}
