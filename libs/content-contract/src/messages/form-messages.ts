/**
 * Texts the front-end and the API both say about one form, each defined here once. The front-end shows
 * them before sending; the API answers with the same words when its own check fails. Spec texts (§5, §8)
 * are verbatim, typos and punctuation included: they are the contract.
 */

/** The admin's site forms (spec §5), and what a save answers. */
export const SITE_FORM_MESSAGES = {
  saved: 'Saved successfully.',
  orgInfoEmpty: 'All fields cannot be empty!',
  overviewRequired: 'Please fill in all fields before submitting.',
  textLogoRequired: 'Both fields are required!',
  visionRequired: 'Please fill Vision field before submitting.',
  missionRequired: 'Please fill Mission field before submitting.',
  sliderRequired: 'Please Fill all the fields before submiting!',
  activityRequired: 'Activity Name and Content both are required!!',
  galleryRequired: 'Please upload Image, Before the submit!',
  historyRequired: 'Title and about Facility both fields are required!',
  faqRequired: 'Question and Answer both fields are required!',
  facilityRequired: 'Facility name and about Facility both fields are required!',
  eventRequired: 'Event name and date both are required!',
  admissionStepRequired: 'Title and content both are required!',
  applicationFormRequired: 'Title and Form both are required!',
  courseRequired: 'Category and Course name both are required!',
  categoryRequired: 'Category required!',
  noticeRequired: 'Title and File both required!',
} as const;

/** The phone number on the Profile page (spec §5). */
export const PHONE_FORM_MESSAGES = {
  phoneRequired: 'Please enter Phone number before submitting.',
  phoneSame: 'Phone number must be Different from the Previous number.',
} as const;

/** The password reset form (spec §2). */
export const PASSWORD_RESET_MESSAGES = {
  resetFieldsInvalid: 'Please fill in all fields correctly.',
  passwordReset: 'Password reset successfully!',
} as const;

/** The contact form of the platform's Contact page. */
export const CONTACT_FORM_MESSAGES = {
  contactRequired: 'All fields are required!',
  contactSent: 'Thank you! Your message has been sent.',
} as const;
