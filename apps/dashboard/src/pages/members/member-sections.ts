import { DASHBOARD_MESSAGES as M, type Member } from '@schoolpage/content-contract';
import { pictureOf, type ItemPreview } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';

/** A member's edit form: the add form's fields, with the repeatable lists as comma-separated entries. */
const memberLabels = {
  fullName: 'Full name',
  designation: 'Designation',
  qualification: 'Qualifications (separated by commas)',
  email: 'E-mails (separated by commas)',
  phone: 'Phones (separated by commas)',
  memberImage: 'New member image (optional)',
};

export function memberPreview(member: Member, index: number): ItemPreview {
  return {
    title: member.fullName,
    text: member.designation,
    meta: member.qualification?.join(', '),
    image: pictureOf(member.imageUrl, member.fullName || `Member ${index + 1}`),
  };
}

/** The Faculty or Staff card: its members, each edited, moved and deleted in place (added by the page's member form). */
function memberSection(type: 'faculty' | 'staff') {
  const title = type === 'faculty' ? 'Faculty' : 'Staff';
  return listSectionConfig(type === 'faculty' ? 'facultyMember' : 'staffMember', {
    title,
    labels: memberLabels,
    submitLabel: 'Add member',
    addForm: false,
    unchecked: true,
    addFailed: M.memberFailed,
    deleteFailed: deleteFailedFor(title),
    preview: memberPreview,
  });
}

export const facultySection = memberSection('faculty');
export const staffSection = memberSection('staff');
