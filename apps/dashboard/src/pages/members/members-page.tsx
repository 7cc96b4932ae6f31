import { useState } from 'react';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { useFeedback } from '../../feedback/use-feedback';
import { ListSection } from '../../sections/list-section';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { MemberForm } from './member-form';
import { facultySection, staffSection } from './member-sections';

export function MembersPage() {
  const feedback = useFeedback();
  /** Each add starts a new round, so the Faculty and Staff lists read the new member. */
  const [round, setRound] = useState(0);

  return (
    <SectionPage title="Our Members">
      <SectionCard title="Add a member">
        <MemberForm feedback={feedback} onSaved={() => setRound((n) => n + 1)} />
        <FeedbackAlert feedback={feedback} />
      </SectionCard>
      <ListSection key={`faculty-${round}`} config={facultySection} />
      <ListSection key={`staff-${round}`} config={staffSection} />
    </SectionPage>
  );
}
