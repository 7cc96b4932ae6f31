import { API_MESSAGES } from '../messages/api-messages';
import { API_PREFIX, DASHBOARD_API } from '../platform/api-paths';
import type { SiteContent } from '../site/site-content';
import type { StoredSiteContent } from '../site/stored-site-content';
import type { UploadKind } from '../files/upload-limits';
import { PICTURE_TEXT_LIMITS } from '../site/picture-text';
import { ALERT_MESSAGES } from '../messages/alert-messages';

const M = API_MESSAGES.site;
const dashboard = `${API_PREFIX}/dashboard`;

/** The lists of a site document that list sections add to (courses are nested: see COURSE_SECTIONS). */
export type SectionListName =
  | 'overview'
  | 'slider'
  | 'vision'
  | 'mission'
  | 'activities'
  | 'gallery'
  | 'history'
  | 'faq'
  | 'facilities'
  | 'calendarOfEvents'
  | 'admissionProcess'
  | 'applicationForms'
  | 'facultyMember'
  | 'staffMember'
  | 'notice'
  | 'socialMedia';

/**
 * What a text field holds: one text, a YYYY-MM-DD date, an http(s) address, or a list of texts
 * (sent as a JSON array, repeated fields or one value), of e-mails or of phone numbers; or the focal point
 * of the section's picture (`{ x, y }`, JSON text in a multipart form; see site/focal-point.ts); a rich text (the
 * editor's document, JSON text in a multipart form: rich-text/); or an instant (ISO 8601 with its offset; '' clears it);
 * or a box ticked unless said otherwise (`optOut`: `false` or "false" unticks it, stored as `false`; asked only of a new item).
 */
export type SectionFieldKind = 'text' | 'date' | 'httpUrl' | 'texts' | 'emails' | 'phones' | 'focalPoint' | 'richText' | 'instant' | 'optOut';

/** One text field of a section: its payload name (POST and PATCH) and where the item stores it. */
export interface SectionField {
  form: string;
  /** The stored name; '' when the item is this text itself (vision, mission). */
  stored: string;
  kind: SectionFieldKind;
  required: boolean;
  /** Longest text (characters), or most entries of a list field. */
  max: number;
  /** The message for a value of the wrong form (dates, addresses, lists), or for a text too long. */
  invalid?: string;
  /** An optional field a new item always stores ('' or []), even when the form leaves it out. */
  alwaysStored?: boolean;
}

export type SectionFileKind = UploadKind;

/** The file field of a section: its payload name, where the item keeps `{ url }`, and what it accepts. */
export interface SectionFile {
  form: string;
  /** The stored name of `{ url }`. */
  stored: string;
  /** The spec's answers give the file's address as the item's own `url` (gallery, spec §3 "listed with url"). */
  answeredAsUrl?: boolean;
  kind: SectionFileKind;
  required: boolean;
  /** A new item sent without a caption takes one from the file's name ("Sports day 2026" from `sports-day-2026.jpg`). */
  captionFromName?: boolean;
  /**
   * A required file that a text may stand in for: the form name of that text (a notice is a file, a text, or both).
   * Neither is refused with the section's message (section-item.ts, lacksFileAndText).
   */
  orText?: string;
}

/** One list section of the dashboard, described once: the server's routes and the dashboard read it. */
export interface ListSectionDescription {
  /** The stored list (a key of SiteContent). */
  list: SectionListName;
  /** Spec §7 path of the list: GET, POST, DELETE `/<index>`, PATCH `/<id>`, POST `/<id>/move`. */
  path: string;
  /** Where POST adds, when not `path` (members: one form for two lists). */
  addPath?: string;
  /** Where the list is read, when not `path` (spec §7: vision and mission from vision-mission, members from member). */
  readPath?: string;
  /** Spec §7 names a delete's position in a JSON body `{ index }` (academics) rather than in the path. */
  deleteIndexIn?: 'body';
  /** The name the answer carries the list under besides `info` (spec §7). */
  answer: string;
  fields: readonly SectionField[];
  file?: SectionFile;
  /** Spec §5 message when a required field or the required file is missing. */
  requiredMessage: string;
  /** A file that is required has its own message in some sections. */
  fileRequiredMessage?: string;
  /** The item is a plain text (vision, mission): edited and moved by position. */
  plain?: boolean;
  /** Set by the server when the item is added (notices: the upload time). */
  stampedAt?: 'uploadDate';
  /** A word for one item in messages ("notice", "question"). */
  noun: string;
}

const text = (form: string, stored: string, max: number, required = true): SectionField => ({ form, stored, kind: 'text', required, max });
/** The spot of the section's picture that stays in view when it is cropped (site/focal-point.ts). */
/** "Tell subscribers": a new circular or event is sent to the parents who subscribed to its topic unless unticked. */
const tellSubscribersField: SectionField = { form: 'tellSubscribers', stored: 'tellSubscribers', kind: 'optOut', required: false, max: 0, invalid: ALERT_MESSAGES.tellSubscribersInvalid };
const focalPointField: SectionField = { form: 'focalPoint', stored: 'focalPoint', kind: 'focalPoint', required: false, max: 0, invalid: M.focalPointInvalid };

/** What the school says about the section's picture (site-content.ts PictureText): its caption and its alt text. */
const pictureTextFields: readonly SectionField[] = [
  { ...text('caption', 'caption', PICTURE_TEXT_LIMITS.caption, false), invalid: M.captionTooLong },
  { ...text('altText', 'altText', PICTURE_TEXT_LIMITS.altText, false), invalid: M.altTextTooLong },
];

/** Spec §7 "Our Members": one path reads both lists and adds to either. */
const membersPath = `${dashboard}/our-members/member`;

/** Spec §3, §5 and §7 for every list section, in the order of the dashboard menu. */
export const LIST_SECTIONS: Readonly<Record<SectionListName, ListSectionDescription>> = {
  overview: {
    list: 'overview',
    path: `${dashboard}/home/overview`,
    answer: 'overview',
    fields: [text('overviewContent', 'overviewContent', 5000), ...pictureTextFields],
    file: { form: 'overviewImage', stored: 'imageUrl', kind: 'image', required: true },
    requiredMessage: M.overviewRequired,
    noun: 'overview',
  },
  vision: {
    list: 'vision',
    path: `${dashboard}/home/vision`,
    readPath: DASHBOARD_API.visionMission,
    answer: 'vision',
    fields: [text('vision', '', 1000)],
    requiredMessage: M.visionRequired,
    plain: true,
    noun: 'vision',
  },
  mission: {
    list: 'mission',
    path: `${dashboard}/home/mission`,
    readPath: DASHBOARD_API.visionMission,
    answer: 'mission',
    fields: [text('mission', '', 1000)],
    requiredMessage: M.missionRequired,
    plain: true,
    noun: 'mission',
  },
  slider: {
    list: 'slider',
    path: `${dashboard}/visible/slider`,
    answer: 'slider',
    fields: [
      text('sliderQuote', 'sliderQuote', 500),
      ...pictureTextFields,
      focalPointField,
    ],
    file: { form: 'sliderImage', stored: 'imageUrl', kind: 'image', required: true },
    requiredMessage: M.sliderRequired,
    noun: 'slide',
  },
  activities: {
    list: 'activities',
    path: `${dashboard}/visible/activitie`,
    answer: 'activity',
    fields: [text('activitieTitle', 'title', 200), text('activitieContent', 'content', 5000), ...pictureTextFields],
    file: { form: 'activitieImage', stored: 'imageUrl', kind: 'image', required: false },
    requiredMessage: M.activityRequired,
    noun: 'activity',
  },
  gallery: {
    list: 'gallery',
    path: `${dashboard}/visible/gallery`,
    answer: 'gallery',
    fields: [...pictureTextFields, focalPointField],
    file: { form: 'galleryImage', stored: 'imageUrl', answeredAsUrl: true, kind: 'image', required: true, captionFromName: true },
    requiredMessage: M.galleryRequired,
    noun: 'picture',
  },
  history: {
    list: 'history',
    path: `${dashboard}/about/history`,
    answer: 'history',
    fields: [text('tagLine', 'title', 200), text('content', 'content', 5000), ...pictureTextFields],
    file: { form: 'historyImage', stored: 'imageUrl', kind: 'image', required: false },
    requiredMessage: M.historyRequired,
    noun: 'history entry',
  },
  faq: {
    list: 'faq',
    path: `${dashboard}/about/faq`,
    answer: 'faq',
    fields: [text('question', 'question', 500), text('answer', 'answer', 5000)],
    requiredMessage: M.faqRequired,
    noun: 'question',
  },
  facilities: {
    list: 'facilities',
    path: `${dashboard}/about/facility`,
    answer: 'facility',
    fields: [text('facilityName', 'title', 200), text('facilityContent', 'content', 5000), ...pictureTextFields],
    file: { form: 'facilityImage', stored: 'imageUrl', kind: 'image', required: false },
    requiredMessage: M.facilityRequired,
    noun: 'facility',
  },
  calendarOfEvents: {
    list: 'calendarOfEvents',
    path: `${dashboard}/academics/calendar-of-event`,
    deleteIndexIn: 'body',
    answer: 'calendarOfEvents',
    fields: [text('eventTitle', 'title', 200), { form: 'eventDate', stored: 'date', kind: 'date', required: true, max: 40, invalid: M.eventDateInvalid }, tellSubscribersField],
    requiredMessage: M.eventRequired,
    noun: 'event',
  },
  admissionProcess: {
    list: 'admissionProcess',
    path: `${dashboard}/academics/admission-process`,
    deleteIndexIn: 'body',
    answer: 'admissionProcess',
    fields: [text('stepTitle', 'title', 200), text('content', 'content', 5000)],
    requiredMessage: M.admissionStepRequired,
    noun: 'step',
  },
  applicationForms: {
    list: 'applicationForms',
    path: `${dashboard}/academics/application-form`,
    deleteIndexIn: 'body',
    answer: 'applicationForms',
    fields: [text('formTitle', 'title', 200)],
    file: { form: 'applicationForm', stored: 'fileUrl', kind: 'pdf', required: true },
    requiredMessage: M.applicationFormRequired,
    noun: 'form',
  },
  facultyMember: memberSection('facultyMember', 'faculty'),
  staffMember: memberSection('staffMember', 'staff'),
  notice: {
    list: 'notice',
    path: `${dashboard}/notice-course/notice`,
    answer: 'notice',
    fields: [
      text('noticeTitle', 'title', 300),
      ...pictureTextFields,
      // A circular's own date, its text and its schedule (optional).
      { form: 'noticeDate', stored: 'date', kind: 'date', required: false, max: 30, invalid: M.noticeDateInvalid },
      { form: 'body', stored: 'body', kind: 'richText', required: false, max: 0 },
      { form: 'publishAt', stored: 'publishAt', kind: 'instant', required: false, max: 0 },
      { form: 'expireAt', stored: 'expireAt', kind: 'instant', required: false, max: 0 },
      tellSubscribersField,
    ],
    // "School closed tomorrow" needs no file: a notice has a file or a text (the spec's message stays for neither).
    file: { form: 'noticeFile', stored: 'fileUrl', kind: 'imageOrPdf', required: true, orText: 'body' },
    requiredMessage: M.noticeRequired,
    stampedAt: 'uploadDate',
    noun: 'notice',
  },
  socialMedia: {
    list: 'socialMedia',
    path: `${dashboard}/contact/social-media`,
    answer: 'socialMedia',
    fields: [
      text('socialMediaName', 'title', 60),
      { form: 'socialMediaURL', stored: 'url', kind: 'httpUrl', required: true, max: 500, invalid: M.socialMediaUrlInvalid },
    ],
    file: { form: 'socialMediaLogo', stored: 'icon', kind: 'image', required: false },
    requiredMessage: M.socialMediaRequired,
    noun: 'social link',
  },
};

function memberSection(list: 'facultyMember' | 'staffMember', type: 'faculty' | 'staff'): ListSectionDescription {
  return {
    list,
    path: `${dashboard}/our-members/${type}`,
    addPath: membersPath,
    readPath: membersPath,
    answer: list,
    fields: [
      text('fullName', 'fullName', 120),
      { ...text('designation', 'designation', 120, false), alwaysStored: true },
      { form: 'qualification', stored: 'qualification', kind: 'texts', required: false, max: 10, invalid: M.qualificationInvalid, alwaysStored: true },
      { form: 'email', stored: 'email', kind: 'emails', required: false, max: 5, alwaysStored: true },
      { form: 'phone', stored: 'phone', kind: 'phones', required: false, max: 5, alwaysStored: true },
      ...pictureTextFields,
    ],
    file: { form: 'memberImage', stored: 'imageUrl', kind: 'image', required: false },
    requiredMessage: M.memberNameRequired,
    noun: `${type} member`,
  };
}

/** Course categories and their courses: nested lists, with their own spec routes (§7 "Notice & Courses"). */
export const COURSE_SECTIONS = {
  category: {
    path: `${dashboard}/notice-course/category`,
    fields: [text('category', 'category', 120)],
    requiredMessage: M.categoryRequired,
    noun: 'category',
  },
  course: {
    path: `${dashboard}/notice-course/course`,
    fields: [text('courseName', 'title', 200), text('category', 'category', 120), text('fee', 'fee', 100, false), text('duration', 'duration', 100, false)],
    requiredMessage: M.courseRequired,
    noun: 'course',
  },
} as const;

/** Every list section by its stored list name. */
export function listSectionOf(list: SectionListName): ListSectionDescription {
  return LIST_SECTIONS[list];
}

/** Where the dashboard finds items deleted in the last TRASH_DAYS days, and restores one. */
export const TRASH_API = {
  list: `${dashboard}/trash`,
  restore: (id: string) => `${dashboard}/trash/${encodeURIComponent(id)}/restore`,
} as const;

/** How long deleted items (and their files) are kept before they are removed for good. */
export const TRASH_DAYS = 30;

/** One item of Recently deleted (an entry of `GET /api/dashboard/trash`), kept with its files for TRASH_DAYS days. */
export interface DeletedItem {
  id: string;
  /**
   * The list it was deleted from; `courses` is a category (with its courses) or, with `categoryId`, one course;
   * `pages` and `news` are the school's own pages and news stories (restored with their addresses).
   */
  list: SectionListName | 'courses' | 'pages' | 'news';
  categoryId?: string;
  /** Where it stood, to put it back there. */
  position: number;
  item: unknown;
  /** ISO 8601 time of the delete. */
  deletedAt: string;
}

/** An item of list `L` as the spec's answers give it (and the dashboard reads it). */
export type SectionItem<L extends SectionListName> = SiteContent[L] extends (infer T)[] ? T : never;

/** An item of list `L` as it is stored. */
export type StoredSectionItem<L extends SectionListName> = StoredSiteContent[L] extends (infer T)[] ? T : never;
