import type { Member } from '@schoolpage/content-contract';
import type { ApiBody } from '../../api/api-request';
import { DASHBOARD_API, indexPath } from '../../api/dashboard-api-paths';
import { readList } from '../../api/read-list';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { useFeedback } from '../../feedback/use-feedback';
import { fileField, textField } from '../../sections/item-fields';
import { ItemList } from '../../sections/item-list';
import type { ItemPreview } from '../../sections/item-preview';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { deleteFailedFor } from '../../sections/section-messages';
import { useItemRemoval } from '../../sections/use-item-removal';
import { MemberForm } from './member-form';

interface MemberLists {
  facultyMember: Member[];
  staffMember: Member[];
}

const readMembers = (body: ApiBody): MemberLists => ({
  facultyMember: readList<Member>(body, ['facultyMember']),
  staffMember: readList<Member>(body, ['staffMember']),
});

function memberPreview(member: Member, index: number): ItemPreview {
  const src = fileField(member, 'imageUrl');
  const name = textField(member, 'fullName');
  return {
    title: name,
    text: textField(member, 'designation'),
    meta: Array.isArray(member.qualification) ? member.qualification.join(', ') : undefined,
    image: src ? { src, alt: name || `Member ${index + 1}` } : undefined,
  };
}

export function MembersPage() {
  const feedback = useFeedback();
  const members = useApiResource<MemberLists>(DASHBOARD_API.member, readMembers, {
    facultyMember: [],
    staffMember: [],
  });
  const facultyFeedback = useFeedback();
  const staffFeedback = useFeedback();
  const facultyRemoval = useItemRemoval({
    failed: deleteFailedFor('Faculty'),
    feedback: facultyFeedback,
    onRemoved: members.reload,
  });
  const staffRemoval = useItemRemoval({
    failed: deleteFailedFor('Staff'),
    feedback: staffFeedback,
    onRemoved: members.reload,
  });

  return (
    <SectionPage title="Our Members">
      <SectionCard title="Add a member">
        <MemberForm feedback={feedback} onSaved={members.reload} />
        <FeedbackAlert feedback={feedback} />
      </SectionCard>
      <SectionCard title="Faculty">
        <ItemList
          label="Faculty list"
          items={members.data.facultyMember}
          status={members.status}
          preview={memberPreview}
          onDelete={(item, index, label) =>
            facultyRemoval.remove({ path: indexPath(DASHBOARD_API.faculty, index, item) }, label)
          }
        />
        <FeedbackAlert feedback={facultyFeedback} />
      </SectionCard>
      <SectionCard title="Staff">
        <ItemList
          label="Staff list"
          items={members.data.staffMember}
          status={members.status}
          preview={memberPreview}
          onDelete={(item, index, label) => staffRemoval.remove({ path: indexPath(DASHBOARD_API.staff, index, item) }, label)}
        />
        <FeedbackAlert feedback={staffFeedback} />
      </SectionCard>
      {facultyRemoval.dialog}
      {staffRemoval.dialog}
    </SectionPage>
  );
}

