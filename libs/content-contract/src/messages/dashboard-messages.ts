import { PHONE_FORM_MESSAGES, SITE_FORM_MESSAGES } from './form-messages';

/**
 * Every user-facing text of the admin dashboard. Texts quoted by the product spec (§2, §5, §8) are kept
 * verbatim, typos and punctuation included: they are the contract. `{message}` is replaced by the
 * server's message, `{item}` by the name of the deleted thing.
 */
export const DASHBOARD_MESSAGES = {
  // §2 / §4 states
  profileLoading: 'Profile Loading ....',
  sessionChecking: 'Checking your session...',
  unverifiedNotice: 'Your account is not verified yet. Verify your e-mail address to access all features.',
  templateUnavailable: 'This template is not available for preview yet. We are working on it!',

  // §5 validation (with SITE_FORM_MESSAGES and PHONE_FORM_MESSAGES: the API's words too)
  ...SITE_FORM_MESSAGES,
  ...PHONE_FORM_MESSAGES,
  otpRequired: 'Please enter a valid email address.',
  categoryDeleteConfirm:
    'Are you sure you want to delete this category? This will also delete all courses under this category.',
  categoryNotDeleted: 'Category not deleted!',

  // §8 save failures
  orgInfoFailed: 'Failed to Save the History!',
  historyFailed: 'Failed to Save the History!',
  overviewFailed: 'Something went wrong while adding overview. Please try again.',
  genericFailed: 'Something went wrong. Please try again.',
  updateFailed: 'Failed to update: {message}',
  memberFailed: 'Failed to add member: {message}',
  visionDeleteFailed: 'Failed to Remove Vision',
  missionDeleteFailed: 'Failed to Mission!',
  contentFailed: 'Failed to Save the Content!',
  activityFailed: 'Failed to upload Activity, Please try again!!',
  imageFailed: 'Failed to upload Image!!',
  eventFailed: 'Failed to add Event!',
  detailsFailed: 'Failed to add details!',
  formFailed: 'Failed to upload Form!',
  categoryFailed: 'Failed to add Category!',
  noticeFailed: 'Notice could not upload!!',
  socialFailed: 'Social URL could not uploaded, Please try again!',
  contactFailed: 'Failed to add Contact: {message}',
  phoneFailed: 'Failed to Update Number: {message}',
  verifyFailed: 'Failed to verify Account.',
  logoutFailed: 'Logout failed.',

  // §8 delete failures
  itemDeleteFailed: '{item} could not deleted, Please try again!',
  sliderImageDeleteFailed: 'Something went wrong while deleting Slider/Image, Please try again!',

  // §8 publish, unpublish, code sending, verification, logout
  anErrorOccurred: 'An error occurred.',
  somethingWentWrong: 'Something went wrong.',

  // Product texts the spec leaves open (and SITE_FORM_MESSAGES.saved)
  deleted: 'Deleted successfully.',
  deleteConfirm: 'Are you sure you want to delete this item?',
  loadFailed: 'Could not load this list. Please reload the page.',
  emptyList: 'Nothing added yet.',
  locationUnavailable: 'Your location could not be read. Please type the latitude and longitude.',

  // The school's permanent address /s/<slug> on the Profile page
  siteAddressTitle: "Your site's address",
  copyAddress: 'Copy',
  addressCopied: 'Address copied',
  addressSelected: 'The address is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  viewMySite: 'View my site',
  opensInNewTab: '(opens in a new tab)',
  siteHiddenNote: 'Your site is hidden: only you, the admin, can see it until it is published.',
  qrCodeAlt: "QR code of your site's address",
  qrCodeMaking: 'Making the QR code...',
  qrCodeFailed: 'The QR code could not be made. Please reload the page.',
  qrDownloadPng: 'Download QR code (PNG)',
  qrDownloadSvg: 'Download QR code (SVG)',
  editAddress: 'Edit address',
  slugLabel: 'Site address',
  slugHint: '3–60 characters: lower-case letters, digits and hyphens. The old address keeps working.',
  saveAddress: 'Save address',
  savingAddress: 'Saving...',
  slugFailed: 'Could not change the address: {message}',

  // Recently deleted: items kept TRASH_DAYS days after a delete
  recentlyDeletedTitle: 'Recently deleted',
  recentlyDeletedEmpty: 'Nothing was deleted in the last 30 days.',
  recentlyDeletedIntro: 'Deleted items are kept for 30 days. Restore puts an item back where it was.',
  restored: '“{item}” is back in {section}.',
  restoreFailed: 'Could not restore: {message}',
} as const;

export type DashboardMessageKey = keyof typeof DASHBOARD_MESSAGES;

/** Fills `{name}` placeholders of a message, e.g. `{message}` with the server's words. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
