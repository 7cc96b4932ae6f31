import { SLUG_RULES } from '../accounts/site-address';
import { PICTURE_TEXT_LIMITS } from '../site/picture-text';
import { ALERT_MESSAGES } from './alert-messages';
import { CONTACT_FORM_MESSAGES, PASSWORD_RESET_MESSAGES, PHONE_FORM_MESSAGES, SITE_FORM_MESSAGES } from './form-messages';

/** "in 45 seconds", "in 1 minute", "in 3 hours": a wait, rounded up, in plain words. */
export function waitInWords(seconds: number): string {
  const count = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return count(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return count(Math.ceil(seconds / 60), 'minute');
  return count(Math.ceil(seconds / 3600), 'hour');
}

/**
 * Every message the API answers with, in plain words. Front-ends may show them as they are
 * (spec §8: "server message or ...").
 */
export const API_MESSAGES = {
  auth: {
    ...PASSWORD_RESET_MESSAGES,
    registered: 'Account created successfully.',
    userIdTaken: 'This user ID is already taken.',
    emailTaken: 'An account with this e-mail already exists.',
    loggedIn: 'Logged in successfully.',
    badCredentials: 'Invalid user ID or password.',
    loginPaused: (seconds: number) => `Too many failed attempts. Please try again ${waitInWords(seconds)}.`,
    loggedOut: 'Logged out successfully.',
    loginRequired: 'Please log in to continue.',
    resetCodeSent: 'If an account uses this e-mail, a 6-digit code has been sent to it.',
    codeWrong: 'The code is wrong or has expired. Please check it or ask for a new one.',
    codeTooManyTries: 'Too many wrong codes. Please ask for a new code.',
    codeCooldown: 'A code was sent a moment ago. Please wait a minute before asking for a new one.',
    codeSendLimit: (seconds: number) => `Too many codes have been sent to this account. Please ask again ${waitInWords(seconds)}.`,
    codeTriesLimit: (seconds: number) => `Too many wrong codes for this account. Please try again ${waitInWords(seconds)}.`,
    verificationCodeSent: 'A 6-digit code has been sent to your e-mail.',
    alreadyVerified: 'Your account is already verified.',
    verified: 'Your account is verified.',
    otherOrigin: 'Requests from other websites are not allowed.',
    tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  },
  request: {
    unknownField: (name: string) => `Unknown field "${name}" in the request.`,
    required: (name: string) => `${name} is required.`,
    wrongType: (name: string, expected: string) => `${name} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}.`,
    invalid: 'The request is not valid.',
    indexOutOfRange: 'There is no item at this position. Please reload the list and try again.',
    itemNotFound: 'This item no longer exists. Please reload the list and try again.',
    busy: 'The site is being changed by someone else right now. Please try again.',
    notJson: 'Please send this request as JSON (Content-Type: application/json).',
    emptyBody: 'The request is empty. Please fill in the form and send it again.',
  },
  files: {
    tooLarge: 'The file is too large.',
    notImage: 'Please upload an image (JPEG, PNG, WebP or GIF).',
    notPdf: 'Please upload a PDF file.',
    notImageOrPdf: 'Please upload an image or a PDF file.',
    imageTooBig: 'The image has too many pixels. Please upload a smaller image.',
    notFound: 'File not found.',
    tooManyUploads: 'Too many uploads in a short time. Please wait a minute and try again.',
    busy: 'Many pictures are being processed right now. Please try again in a moment.',
    pictureWidth: (widths: readonly number[]) => `A picture can be asked for ${widths.join(', ')} pixels wide.`,
    notResizable: 'Only JPEG, PNG and WebP pictures can be resized.',
    pictureFormat: (formats: readonly string[]) => `This picture can be asked for as ${formats.join(', ')} (f=).`,
    unknownFileField: (name: string) => `Unknown file field "${name}" in the request.`,
    oneFileOnly: (name: string) => `Only one file may be sent as "${name}".`,
  },
  profile: {
    ...PHONE_FORM_MESSAGES,
    phoneUpdated: 'Phone number updated.',
    published: 'Your website is now published.',
    unpublished: 'Your website is now hidden.',
    publishNeedsVerifiedEmail: 'Please verify your e-mail address before publishing your website.',
    languageInvalid: 'Please choose English (en) or Hindi (hi) as the dashboard language.',
    languageSaved: 'Your dashboard language is saved.',
    timeZoneInvalid: 'Please choose a time zone from the list, e.g. Asia/Kolkata.',
    timeZoneSaved: 'Time zone saved. Dates and times are now shown in it.',
  },
  /** The school's address /s/<slug> (rules in accounts/site-address.ts). */
  address: {
    required: 'Please enter the new address.',
    tooShort: `The address must be at least ${SLUG_RULES.minLength} characters long.`,
    tooLong: `The address must be at most ${SLUG_RULES.maxLength} characters long.`,
    uppercase: 'Please use lower-case letters only.',
    characters: 'The address may contain only lower-case letters (a–z), digits and hyphens.',
    hyphens: 'The address cannot start or end with a hyphen or have two hyphens in a row.',
    reserved: (slug: string) => `"${slug}" is one of the platform's own addresses. Please choose another.`,
    taken: 'This address is already used by another school. Please choose another.',
    unchanged: 'This is already your address.',
    changed: "Your site's address has been changed.",
  },
  site: {
    ...SITE_FORM_MESSAGES,
    brandColorInvalid: 'Please choose a colour as #rrggbb, e.g. #1d4ed8.',
    headingFontInvalid: 'Please choose one of the offered heading typefaces.',
    brandSaved: 'Your colour and heading typeface are saved.',
    focalPointInvalid: 'A focal point needs x and y between 0 and 1, e.g. {"x":0.5,"y":0.3}.',
    captionTooLong: `A caption can be up to ${PICTURE_TEXT_LIMITS.caption} characters.`,
    altTextTooLong: `Alt text can be up to ${PICTURE_TEXT_LIMITS.altText} characters.`,
    added: 'Added successfully.',
    removed: 'Removed successfully.',
    moved: 'Moved successfully.',
    restored: 'Restored successfully.',
    eventDateInvalid: 'Please give the event date as YYYY-MM-DD.',
    noticeDateInvalid: 'Please give the notice date as YYYY-MM-DD.',
    categoryExists: 'This category already exists.',
    categoryMissing: 'This category does not exist.',
    courseMissing: 'This course does not exist in this category.',
    memberTypeInvalid: 'Member type must be faculty or staff.',
    memberNameRequired: 'Full name is required.',
    qualificationInvalid: 'Qualification must be a JSON list of texts.',
    contactTooMany: 'Up to 3 phone numbers and 3 e-mails are allowed.',
    whatsAppChannel: 'The WhatsApp Channel link must be a channel address, like https://whatsapp.com/channel/0029Va….',
    socialMediaRequired: 'Social media name and URL both are required!',
    socialMediaUrlInvalid: 'Please give a web address (such as instagram.com/ourschool), or for WhatsApp a phone number (98290 11111).',
    templateNotSelectable: 'This template is not available yet. Please choose run or nbl.',
    templateUpdated: 'Template updated successfully.',
    listFull: (max: number) => `This list is full: it can hold ${max} items. Please delete one before adding another.`,
    contentTooLarge: "The site's content is too large to save. Please delete some items or shorten some texts.",
    tooManyChanges: 'Too many changes in a short time. Please wait a minute and try again.',
  },
  public: {
    ...CONTACT_FORM_MESSAGES,
    siteNotFound: 'This website is not available.',
  },
  /** The school's alert banner (ALERT_API_PATH). */
  alert: ALERT_MESSAGES,
} as const;
