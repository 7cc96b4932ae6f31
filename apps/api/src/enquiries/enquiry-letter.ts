import { readablePhone } from '@schoolpage/content-contract';
import type { EnquiryRecord } from './enquiry-store';

/** The e-mail a school gets for each enquiry, in plain text. */
export function enquiryLetter(enquiry: EnquiryRecord): string {
  return [
    'A parent has sent an admission enquiry from your website.',
    '',
    `Student: ${enquiry.studentName}`,
    `Class sought: ${enquiry.classSought}`,
    `Parent: ${enquiry.parentName}`,
    `Phone: ${readablePhone(enquiry.phone) ?? enquiry.phone}`,
    `E-mail: ${enquiry.email || '—'}`,
    '',
    enquiry.message || '(no message)',
    '',
    `The parent agreed: ${enquiry.consentText}`,
    '',
    'See every enquiry on the Enquiries page of your dashboard.',
    'SchoolPage',
  ].join('\n');
}
