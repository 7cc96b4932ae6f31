import { DASHBOARD_MESSAGES as M, type Member } from '@schoolpage/content-contract';
import { pictureOf, type ItemPreview } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { makeWords, type Words } from '@schoolpage/words';
import { membersWords } from './members.words';

type MembersWords = Words<keyof typeof membersWords.en>;

/** A member's row: name, designation, qualifications and picture. */
export function memberPreviewIn(words: MembersWords) {
  return (member: Member, index: number): ItemPreview => ({
    title: member.fullName,
    text: member.designation,
    meta: member.qualification?.join(', '),
    image: pictureOf(member.imageUrl, member.fullName || words.t('memberNumber', { number: index + 1 })),
  });
}

/** The Faculty or Staff card: its members, each edited, moved and deleted in place (added by the page's member form). */
function memberSection(type: 'faculty' | 'staff', words: MembersWords) {
  return listSectionConfig(type === 'faculty' ? 'facultyMember' : 'staffMember', {
    title: words.t(type),
    // A member's edit form: the add form's fields, with the repeatable lists as comma-separated entries.
    labels: {
      fullName: words.t('fullName'),
      designation: words.t('designation'),
      qualification: words.t('editQualifications'),
      email: words.t('editEmails'),
      phone: words.t('editPhones'),
      memberImage: words.t('newImage'),
    },
    submitLabel: words.t('addMember'),
    addForm: false,
    unchecked: true,
    addFailed: M.memberFailed,
    deleteFailed: words.t(type === 'faculty' ? 'facultyDeleteFailed' : 'staffDeleteFailed'),
    preview: memberPreviewIn(words),
  });
}

/** The Faculty and Staff sections in `words`' language. */
export function memberSections(words: MembersWords) {
  return { facultySection: memberSection('faculty', words), staffSection: memberSection('staff', words) };
}

/** The sections in English (the spec's words). */
export const { facultySection, staffSection } = memberSections(makeWords('en', membersWords));
