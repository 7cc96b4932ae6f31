import { DASHBOARD_API, DASHBOARD_MESSAGES as M, LIST_SECTIONS, type Member } from '@schoolpage/content-contract';
import { indexPath } from '../../api/dashboard-api-paths';
import type { FieldSpec } from '../../sections/field-spec';
import { fileField, textField } from '../../sections/item-fields';
import type { ItemPreview } from '../../sections/item-preview';
import type { ListSectionConfig } from '../../sections/list-section';
import { deleteFailedFor } from '../../sections/section-messages';

/** A member's edit form: the add form's fields, with the repeatable lists as comma-separated entries. */
const memberFields: readonly FieldSpec[] = [
  { name: 'fullName', label: 'Full name', kind: 'text' },
  { name: 'designation', label: 'Designation', kind: 'text' },
  { name: 'qualification', label: 'Qualifications (separated by commas)', kind: 'text', entries: true },
  { name: 'email', label: 'E-mails (separated by commas)', kind: 'text', entries: true },
  { name: 'phone', label: 'Phones (separated by commas)', kind: 'text', entries: true },
  { name: 'memberImage', label: 'New member image (optional)', kind: 'file', upload: 'image' },
];

export function memberPreview(member: Member, index: number): ItemPreview {
  const src = fileField(member, 'imageUrl');
  const name = textField(member, 'fullName');
  return {
    title: name,
    text: textField(member, 'designation'),
    meta: Array.isArray(member.qualification) ? member.qualification.join(', ') : undefined,
    image: src ? { src, alt: name || `Member ${index + 1}` } : undefined,
  };
}

/** The Faculty or Staff card: its members, each edited, moved and deleted in place (added by the page's member form). */
function memberSection(type: 'faculty' | 'staff'): ListSectionConfig<Member> {
  const list = type === 'faculty' ? 'facultyMember' : 'staffMember';
  const path = type === 'faculty' ? DASHBOARD_API.faculty : DASHBOARD_API.staff;
  const title = type === 'faculty' ? 'Faculty' : 'Staff';
  return {
    section: LIST_SECTIONS[list],
    title,
    fields: memberFields,
    submitLabel: 'Add member',
    add: { path: DASHBOARD_API.member, encoding: 'multipart' },
    addForm: false,
    addFailed: M.memberFailed,
    load: { path: DASHBOARD_API.member, keys: [list] },
    remove: (index, item) => ({ path: indexPath(path, index, item) }),
    deleteFailed: deleteFailedFor(title),
    preview: memberPreview,
  };
}

export const facultySection = memberSection('faculty');
export const staffSection = memberSection('staff');
