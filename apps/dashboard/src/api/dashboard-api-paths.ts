import { API_PREFIX } from '@schoolpage/content-contract';

const dashboard = `${API_PREFIX}/dashboard`;

/** Spec §7 "Dashboard": every path the admin screens call, exactly as the spec names them. */
export const DASHBOARD_API = {
  profileInfo: `${dashboard}/profile/info`,
  profileUpdate: `${dashboard}/profile/profile-update`,
  verifyEmailOtp: `${dashboard}/profile/verify-email-otp`,
  verifyEmail: `${dashboard}/profile/verify-email`,
  publishWeb: `${dashboard}/profile/publish-web`,
  unpublishWeb: `${dashboard}/profile/unpublish-web`,
  /** The school's address `/s/<slug>`: `{ slug }` → `{ success, message }`. */
  profileSlug: `${dashboard}/profile/slug`,

  orgInfo: `${dashboard}/home/orginfo`,
  overview: `${dashboard}/home/overview`,
  textLogo: `${dashboard}/home/text-logo`,
  visionMission: `${dashboard}/home/vision-mission`,
  vision: `${dashboard}/home/vision`,
  mission: `${dashboard}/home/mission`,

  slider: `${dashboard}/visible/slider`,
  activity: `${dashboard}/visible/activitie`,
  gallery: `${dashboard}/visible/gallery`,

  history: `${dashboard}/about/history`,
  faq: `${dashboard}/about/faq`,
  facility: `${dashboard}/about/facility`,

  calendarOfEvent: `${dashboard}/academics/calendar-of-event`,
  admissionProcess: `${dashboard}/academics/admission-process`,
  applicationForm: `${dashboard}/academics/application-form`,

  member: `${dashboard}/our-members/member`,
  faculty: `${dashboard}/our-members/faculty`,
  staff: `${dashboard}/our-members/staff`,

  course: `${dashboard}/notice-course/course`,
  category: `${dashboard}/notice-course/category`,
  notice: `${dashboard}/notice-course/notice`,

  contactAddress: `${dashboard}/contact/address`,
  socialMedia: `${dashboard}/contact/social-media`,

  templateState: `${dashboard}/template/template-state`,
  templateUpdate: `${dashboard}/template/template-update`,
} as const;

/**
 * `/path/{index}`: the form of delete that names the list position in the path. When the item
 * carries its stable id, `?id=` names it too, so a list changed meanwhile never loses the wrong item.
 */
export function indexPath(path: string, index: number, item?: unknown): string {
  const id = itemId(item);
  return id ? `${path}/${index}?id=${encodeURIComponent(id)}` : `${path}/${index}`;
}

/** `{ index }` (plus the stable `id` when the item has one): the delete body of the academics lists. */
export function indexBody(index: number, item?: unknown): { index: number; id?: string } {
  const id = itemId(item);
  return id ? { index, id } : { index };
}

function itemId(item: unknown): string | undefined {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id ? id : undefined;
}
