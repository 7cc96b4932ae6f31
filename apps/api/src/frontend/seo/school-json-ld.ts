import type { SiteContent } from '@schoolpage/content-contract';
import type { Answer, CollegeOrUniversity, Event, FAQPage, GeoCoordinates, PostalAddress, Question, School, WithContext } from 'schema-dts';
import { collapseWhitespace } from './collapse-whitespace';
import { metaDescription } from './meta-description';
import { shareImageUrl } from './share-image';
import type { SitePageInput } from './site-page-input';
import { absoluteUrl, isWebAddress, sitePageUrl } from './site-url';
import { withoutEmptyFields } from './without-empty-fields';

type SchoolNode = Exclude<School, string> | Exclude<CollegeOrUniversity, string>;
type EventNode = Exclude<Event, string>;

/** One JSON-LD document of a school's page, each rendered as its own `<script type="application/ld+json">`. */
export type SchoolJsonLdDocument = WithContext<SchoolNode> | WithContext<EventNode> | WithContext<FAQPage>;

export type SchoolJsonLdInput = Pick<SitePageInput, 'content' | 'origin' | 'slug' | 'root' | 'page' | 'image' | 'today'>;

const HIGHER_EDUCATION = /\b(college|university|institute)\b/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DECIMAL_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** "CollegeOrUniversity" when the school's name says College, University or Institute, else "School". */
export function schoolType(name: string): 'CollegeOrUniversity' | 'School' {
  return HIGHER_EDUCATION.test(name) ? 'CollegeOrUniversity' : 'School';
}

/** Today's date as YYYY-MM-DD (UTC). */
export function isoToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The schema.org description of a school's page: the school itself on every page and, on the home page,
 * its upcoming events (dated today or later, soonest first) and its FAQ. Empty fields are left out.
 */
export function schoolJsonLd(input: SchoolJsonLdInput): SchoolJsonLdDocument[] {
  const { content, page } = input;
  const home = sitePageUrl(input);
  const school = schoolNode(input, home);
  if (page) return [school];
  const place = schoolPlace(content, home);
  const today = input.today ?? isoToday();
  if (!calendarDate(today)) throw new Error(`"${today}" is not a date in the form YYYY-MM-DD.`);
  const events = upcomingEvents(content, today).map((event): WithContext<EventNode> => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.date,
    location: place,
  }));
  const faq = faqPage(content, home);
  return [school, ...events, ...(faq ? [faq] : [])];
}

/** The school as a place: its type, id, name and address (what an event's location names). */
function schoolPlace(content: SiteContent, home: string): SchoolNode {
  const name = collapseWhitespace(content.organizationName) || undefined;
  return withoutEmptyFields<SchoolNode>({
    '@type': schoolType(name ?? ''),
    '@id': `${home}#school`,
    name,
    address: postalAddress(content.contactDetails?.address),
  });
}

function schoolNode(input: SchoolJsonLdInput, home: string): WithContext<SchoolNode> {
  const { content, origin } = input;
  const contact = content.contactDetails;
  const sameAs = [...new Set((content.socialMedia ?? []).map((link) => link.url?.trim()).filter(isWebAddress))];
  return withoutEmptyFields<WithContext<SchoolNode>>({
    '@context': 'https://schema.org',
    ...schoolPlace(content, home),
    url: home,
    logo: absoluteUrl(origin, content.organizationLogo?.url),
    image: absoluteUrl(origin, input.image?.url ?? shareImageUrl(content)),
    description: metaDescription(content) || undefined,
    geo: geoCoordinates(contact?.latitude, contact?.longitude),
    telephone: firstFilled(contact?.phone),
    email: firstFilled(contact?.email),
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

/** Address text as a PostalAddress: its lines joined with ", ". */
function postalAddress(text: string | undefined): PostalAddress | undefined {
  const streetAddress = (text ?? '').split(/\r?\n/).map(collapseWhitespace).filter(Boolean).join(', ');
  return streetAddress ? { '@type': 'PostalAddress', streetAddress } : undefined;
}

/** Coordinates when latitude and longitude are both decimal numbers within range. */
export function geoCoordinates(latitudeText: string | undefined, longitudeText: string | undefined): GeoCoordinates | undefined {
  const latitude = decimal(latitudeText);
  const longitude = decimal(longitudeText);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

function decimal(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!DECIMAL_NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

function firstFilled(values: readonly string[] | undefined): string | undefined {
  return (values ?? []).map((value) => value?.trim()).find(Boolean);
}

/** Events with a title dated `today` (YYYY-MM-DD) or later, soonest first, each with its date as written (YYYY-MM-DD). */
export function upcomingEvents(content: SiteContent, today: string): { title: string; date: string }[] {
  return (content.calendarOfEvents ?? [])
    .map((event) => ({ title: collapseWhitespace(event.title), date: calendarDate(event.date) }))
    .filter((event): event is { title: string; date: string } => Boolean(event.title && event.date && event.date >= today))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The YYYY-MM-DD part of a stored date when it names a real day. */
function calendarDate(text: string | undefined): string | undefined {
  const match = ISO_DATE.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? match[0] : undefined;
}

function faqPage(content: SiteContent, home: string): WithContext<FAQPage> | undefined {
  const questions = (content.faq ?? [])
    .map((item) => ({ question: collapseWhitespace(item.question), answer: item.answer?.trim() ?? '' }))
    .filter((item) => item.question && item.answer)
    .map((item): Question => {
      const acceptedAnswer: Answer = { '@type': 'Answer', text: item.answer };
      return { '@type': 'Question', name: item.question, acceptedAnswer };
    });
  if (!questions.length) return undefined;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', '@id': `${home}#faq`, url: home, mainEntity: questions };
}
