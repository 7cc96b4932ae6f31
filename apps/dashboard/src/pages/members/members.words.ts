import type { Catalogues } from '@schoolpage/words';
import { deleteFailedFor } from '../../sections/section-messages';
import { PICTURE_TEXT_LABELS } from '../../sections/section-fields';

const en = {
  title: 'Our Members',
  addTitle: 'Add a member',
  faculty: 'Faculty',
  staff: 'Staff',
  memberType: 'Member type',
  fullName: 'Full name',
  designation: 'Designation',
  memberImage: 'Member image',
  altText: PICTURE_TEXT_LABELS.altText.label,
  altTextExample: PICTURE_TEXT_LABELS.altText.placeholder,
  qualification: 'Qualification',
  email: 'E-mail',
  phone: 'Phone',
  saving: 'Saving...',
  addMember: 'Add member',
  addEntry: 'Add {entry}',
  entriesOf: '{label} entries',
  removeEntry: 'Remove {entry}',
  editQualifications: 'Qualifications (separated by commas)',
  editEmails: 'E-mails (separated by commas)',
  editPhones: 'Phones (separated by commas)',
  newImage: 'New member image (optional)',
  memberNumber: 'Member {number}',
  facultyDeleteFailed: deleteFailedFor('Faculty'),
  staffDeleteFailed: deleteFailedFor('Staff'),
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'हमारे सदस्य',
  addTitle: 'सदस्य जोड़ें',
  faculty: 'शिक्षक',
  staff: 'कर्मचारी',
  memberType: 'सदस्य का प्रकार',
  fullName: 'पूरा नाम',
  designation: 'पद',
  memberImage: 'सदस्य का चित्र',
  altText: 'वैकल्पिक पाठ (alt text): चित्र में क्या है, उनके लिए जो इसे देख नहीं सकते',
  altTextExample: 'उदा. खेल दिवस पर रिले दौड़ में भाग लेते विद्यार्थी',
  qualification: 'योग्यता',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  saving: 'सहेजा जा रहा है...',
  addMember: 'सदस्य जोड़ें',
  addEntry: '{entry} जोड़ें',
  entriesOf: '{label} की प्रविष्टियाँ',
  removeEntry: '{entry} हटाएँ',
  editQualifications: 'योग्यताएँ (अल्पविराम से अलग करें)',
  editEmails: 'ई-मेल (अल्पविराम से अलग करें)',
  editPhones: 'फ़ोन (अल्पविराम से अलग करें)',
  newImage: 'सदस्य का नया चित्र (वैकल्पिक)',
  memberNumber: 'सदस्य {number}',
  facultyDeleteFailed: 'शिक्षक हटाए नहीं जा सके, कृपया फिर से कोशिश करें!',
  staffDeleteFailed: 'कर्मचारी हटाए नहीं जा सके, कृपया फिर से कोशिश करें!',
};

/** The Our Members screen's words. */
export const membersWords = { en, hi } satisfies Catalogues;
