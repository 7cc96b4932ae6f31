import type { EmptySection } from './empty-sections';
import type { SiteEnquiry } from '../enquiries/enquiry';
import type { Board, PublicDisclosure } from '../disclosure/disclosure';
import type { NewsStory } from '../news/news-story';
import type { OwnPage } from '../own-pages/own-page';
import type { RichTextDocument } from '../rich-text/rich-text';
import type { Scheduled } from '../schedule/schedule';
import type { SiteLanguages } from '../languages/site-languages';
import type { SiteTranslations } from '../languages/translations';
import type { UntranslatedFields } from '../languages/untranslated-fields';
import type { SiteAlert } from './site-alert';
import type { SiteFeeds } from './site-feeds';

/**
 * The public content of one school's site: what `GET /api/web/all-content` returns in `info`
 * and what every template renders. Field names follow the product spec §3 to the letter.
 */

/** A stored file, addressed by URL (`/api/files/...` or a template's own asset). */
export interface FileRef {
  url: string;
}

/**
 * What a school says about one of its pictures: a caption shown under it, and a description read out to those who
 * cannot see it (the `alt` text). Every picture has them: list items beside their file, single pictures in their ref.
 */
export interface PictureText {
  caption?: string;
  altText?: string;
}

/** A single picture of the site (the hero, the logo) with what the school says about it. */
export interface PictureRef extends FileRef, PictureText {}

/** Every list item carries a stable id so a delete can never hit the wrong item. */
export interface Identified {
  id?: string;
}

/** History, facilities and activities share this shape. */
export interface TextSection extends Identified, PictureText {
  title: string;
  content: string;
  imageUrl?: FileRef;
}

/**
 * The organisation logo, with the small icons made from it at upload: a 32×32 PNG favicon and a
 * 180×180 PNG apple-touch-icon (absent for logos stored before they were made).
 */
export interface LogoRef extends PictureRef {
  favicon?: FileRef;
  appleTouchIcon?: FileRef;
}

/**
 * The spot of a picture that must stay visible when it is cropped, as fractions of its width and height
 * from the top left (0..1); the centre when none is set.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface WelcomeMessage {
  welcomeMsg: string;
  imageUrl?: PictureRef;
  /** The focal point of `imageUrl` (the hero picture). */
  focalPoint?: FocalPoint;
}

export interface TextLogo {
  startLogo: string;
  endLogo: string;
}

export interface OverviewItem extends Identified, PictureText {
  overviewContent: string;
  imageUrl: FileRef;
}

export interface SliderItem extends Identified, PictureText {
  sliderQuote: string;
  imageUrl: FileRef;
  /** The focal point of `imageUrl`. */
  focalPoint?: FocalPoint;
}

export interface SocialLink extends Identified {
  title: string;
  url: string;
  icon?: FileRef;
}

export interface FaqItem extends Identified {
  question: string;
  answer: string;
}

export interface GalleryImage extends Identified, PictureText {
  url: string;
  /** The spot kept in view when the picture is cropped into a tile. */
  focalPoint?: FocalPoint;
}

export type MemberType = 'faculty' | 'staff';

export interface Member extends Identified, PictureText {
  fullName: string;
  designation: string;
  imageUrl?: FileRef;
  qualification: string[];
  email: string[];
  /** As typed (the server's public answers give them as people read them, where their E.164 form is known). */
  phone: string[];
  /** `phone` in E.164, read in the account's country, same order; '' where a number could not be read. For `tel:` links. */
  phoneE164?: string[];
}

/**
 * A notice (a circular): a file (a picture or a PDF, a picture notice described like every other picture), a text, or
 * both, and its own date; shown on its own page, `/s/<slug>/notice/<id>`, between its schedule's times.
 */
export interface Notice extends Identified, PictureText, Scheduled {
  title: string;
  /** ISO 8601 date-time of the upload. */
  uploadDate: string;
  /** The notice's file; none for a notice that is a text alone ("School closed tomorrow"). */
  fileUrl?: FileRef;
  /** The notice's own date (YYYY-MM-DD), when it is not the upload's: the date it is listed and sorted by. */
  date?: string;
  /** The notice's text. */
  body?: RichTextDocument;
  /** Added with "Tell subscribers" unticked: its subscribers are not sent it. */
  tellSubscribers?: false;
}

export interface CalendarEvent extends Identified {
  title: string;
  /** ISO 8601 date (YYYY-MM-DD). */
  date: string;
  /** Added with "Tell subscribers" unticked: its subscribers are not sent it. */
  tellSubscribers?: false;
}

export interface Course extends Identified {
  title: string;
  /** A text range, e.g. "₹1,20,000 - ₹1,60,000". */
  fee: string;
  /** A text duration, e.g. "2 years". */
  duration: string;
}

export interface CourseCategory extends Identified {
  category: string;
  course: Course[];
}

export interface AdmissionStep extends Identified {
  title: string;
  content: string;
}

export interface ApplicationForm extends Identified {
  title: string;
  fileUrl: FileRef;
}

/** One item of "What We Offer": a short title and, when given, one line of text. */
export interface OfferItem {
  title: string;
  text?: string;
}

export interface ContactDetails {
  address: string;
  latitude: string;
  longitude: string;
  /** Up to 3, exactly as the school typed them. */
  phone: string[];
  /** `phone` in E.164 ("+918023456789"), same order; '' where a number could not be read. For `tel:` links. */
  phoneE164?: string[];
  /** Up to 3. */
  email: string[];
  officeHours: string;
  /** The school's WhatsApp Channel (`https://whatsapp.com/channel/…`, links/whatsapp-channel.ts), shown as "Follow us on WhatsApp". */
  whatsAppChannel?: string;
}

export interface SiteContent {
  organizationName: string;
  organizationLogo?: LogoRef;
  textLogo?: TextLogo;
  welcomeMessage: WelcomeMessage;
  overview: OverviewItem[];
  slider: SliderItem[];
  vision: string[];
  mission: string[];
  /** "What We Offer" (at most 8; empty hides the section); a new site starts with the spec's six (site/offers.ts). */
  offers: OfferItem[];
  history: TextSection[];
  facilities: TextSection[];
  activities: TextSection[];
  socialMedia: SocialLink[];
  faq: FaqItem[];
  gallery: GalleryImage[];
  facultyMember: Member[];
  staffMember: Member[];
  notice: Notice[];
  calendarOfEvents: CalendarEvent[];
  courses: CourseCategory[];
  admissionProcess: AdmissionStep[];
  applicationForms: ApplicationForm[];
  contactDetails: ContactDetails;
  /** The school's own look; templates fall back to their own colours and fonts without it. */
  brand?: SiteBrand;
  /** The empty sections the school leaves out of its site (site/empty-sections.ts); none by default. */
  hiddenEmptySections?: EmptySection[];
  /** The board the school is affiliated to (Profile). */
  board?: Board;
  /**
   * The school's time zone (IANA, Profile; from its country at sign-up): every date and time of its site is read in it
   * (site/school-time-zone.ts). Asia/Kolkata when absent.
   */
  timeZone?: string;
  /** The languages the site is written in, once the school chose (English only until then; #29). */
  languages?: SiteLanguages;
  /** The texts in the site's other languages, by language and field (languages/translations.ts). */
  translations?: SiteTranslations;
  /** The school's Mandatory Public Disclosure, once it has one (its page: `/s/<slug>/mandatory-public-disclosure`). */
  disclosure?: PublicDisclosure;
  /**
   * The school's alert banner (site/site-alert.ts). Stored with the site; a page of the school's site is given it
   * only while it shows (between its start and its end), so a template shows it whenever it is there.
   */
  alert?: SiteAlert;
  /** The school's own pages (own-pages/own-page.ts); a page of the site is given those published at its time. */
  pages?: OwnPage[];
  /** The school's news stories (news/news-story.ts); a page of the site is given those published at its time. */
  news?: NewsStory[];
  /** The addresses of the school's feeds (site/site-feeds.ts): given on the school's own address only, never stored. */
  feeds?: SiteFeeds;
  /**
   * The origin the page is asked at (`https://host`: the platform's, or the school's own domain): given on the
   * school's own address only, never stored. A page's share links name the page's absolute address on it.
   */
  origin?: string;
  /** The school's id: given on the school's own address only (its pages report visits with it), never stored. */
  organizationId?: string;
  /** The enquiry form's needs (enquiries/enquiry.ts): given on the school's own address only, never stored. */
  enquiry?: SiteEnquiry;
}

/** The school's brand colour and heading typeface (site/brand.ts lists the typefaces). */
export interface SiteBrand {
  /** `#rrggbb`. */
  color: string;
  /** The id of one of HEADING_FONTS. */
  headingFont: string;
}

/** Props every template's exposed `./Site` module receives from the shell. */
export interface SiteProps {
  content: SiteContent;
  /** Where the site is mounted, e.g. `/web/nbl`; templates build every link under it. */
  basePath: string;
  /** The page's language (#29): the templates' own words, dates and numbers follow it. English when absent. */
  language?: string;
  /** The school's fields the page shows in the default language, for lack of a translation (#29). */
  untranslated?: UntranslatedFields;
  /**
   * Told, while the page is drawn on the server, the name of the page in the page's language (a menu word, an item's
   * title; '' for a page without one): the server's `<title>` names the page with it.
   */
  onPageName?: (name: string) => void;
}
