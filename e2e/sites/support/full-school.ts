import { schoolDay } from '@schoolpage/content-contract';
import sharp from 'sharp';
import { minimalPdf } from '../../dashboard/support/upload-files';
import type { SchoolAdmin } from './school-admin';

/**
 * The day `offset` days from today on the school's calendar (its time zone, Asia/Kolkata by default), as a school
 * types a date ("2026-11-23"). Not this computer's: from 18:30 UTC a school in India is already on the next day.
 */
export function dayFromToday(offset: number): string {
  return schoolDay(new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString());
}

/** What a school with every section filled in entered, through the dashboard's own API. */
export const FULL_SCHOOL = {
  textLogo: { startLogo: "St. Mary's", endLogo: 'High School' },
  welcome: "Welcome to St. Mary's, where every child is known by name and grows with confidence.",
  overview: 'Founded in 1962, St. Mary’s teaches 1,200 children from kindergarten to class 12 on a green campus in the heart of the city.',
  slides: [
    'Our choir sang at the state festival this spring.',
    'Science week: forty projects, one very proud school.',
    'Every class plants a tree on its first day.',
  ],
  vision: 'Every child known, every child growing.',
  mission: 'Teach with care, learn with joy.',
  contact: {
    address: '14 Church Street\nShivajinagar\nBengaluru 560001',
    latitude: '12.9839',
    longitude: '77.6010',
    phone: ['+91 80 2345 6789', '+91 98450 12345'],
    email: ['office@stmarys.example', 'admissions.and.enquiries.office@stmarys-high-school-bengaluru.example.org'],
    officeHours: 'Monday to Saturday, 8:30 am to 4:00 pm',
  },
  /** The `tel:` link of each phone above. */
  phoneLinks: ['tel:+918023456789', 'tel:+919845012345'],
  /** In upload order: the last is the newest. */
  notices: ['Uniform shop opening hours', 'School bus routes for the new term', 'Library week reading list', 'Term starts on Monday'],
  events: [
    { title: 'Last month’s concert', offset: -30 },
    { title: 'Yesterday’s assembly', offset: -1 },
    { title: 'Open day today', offset: 0 },
    { title: 'Parents’ evening tomorrow', offset: 1 },
    { title: 'Sports day', offset: 20 },
  ],
  admissionSteps: [
    { stepTitle: 'Visit the school', content: 'Come to an open day or book a tour with the office.' },
    { stepTitle: 'Apply', content: 'Fill in the application form and bring it to the office.' },
  ],
  form: 'Admission form 2027',
  faq: { question: 'When does the school day start?', answer: 'At 8:15 every weekday.' },
  faculty: { fullName: 'Dr. Anita Rao', designation: 'Principal', phone: '+91 80 2345 6700', email: 'principal@stmarys.example' },
  course: { category: 'Senior School', courseName: 'Science (class 11 and 12)', fee: '₹60,000 - ₹75,000', duration: '2 years' },
  history: { tagLine: 'Our beginnings', content: 'Three teachers and forty children in a rented hall.' },
  facility: { facilityName: 'Library', facilityContent: 'Twelve thousand books and a quiet reading garden.' },
  activity: { activitieTitle: 'Choir', activitieContent: 'Rehearsals every Wednesday after school.' },
  galleryAlt: 'Children reading in the library garden',
  qualification: ['M.Ed.'],
  social: [{ socialMediaName: 'Facebook', socialMediaURL: 'https://www.facebook.com/stmarys.example' }],
} as const;

/** What a school enters in every section (FULL_SCHOOL's shape, with any words). */
export type FilledSchool = { readonly [K in keyof typeof FULL_SCHOOL]: Widened<(typeof FULL_SCHOOL)[K]> };
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer U)[]
      ? readonly Widened<U>[]
      : { readonly [K in keyof T]: Widened<T[K]> };

/**
 * A photo of `width`×`height` in one colour; small (the server makes every width and format of each upload, which
 * costs its CPU by the picture's size), in the proportions of a hero or slide.
 */
function photo(width: number, height: number, r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).jpeg({ quality: 70 }).toBuffer();
}

function withFile(fields: Record<string, string>, name: string, file: Buffer, type: string, fileName: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(name, new Blob([new Uint8Array(file)], { type }), fileName);
  return form;
}

/** Fills in every section of the school's site, as its admin would from the dashboard. */
export async function fillInFullSchool(admin: SchoolAdmin, s: FilledSchool = FULL_SCHOOL): Promise<void> {
  await admin.postForm('/api/dashboard/home/orginfo', withFile({ welcomeMessage: s.welcome }, 'organizationImage', await photo(800, 450, 40, 90, 150), 'image/jpeg', 'hero.jpg'));
  await admin.post('/api/dashboard/home/text-logo', { ...s.textLogo });
  await admin.postForm('/api/dashboard/home/overview', withFile({ overviewContent: s.overview }, 'overviewImage', await photo(400, 280, 120, 80, 40), 'image/jpeg', 'overview.jpg'));
  for (const [index, quote] of s.slides.entries()) {
    const picture = await photo(800, 450, 30 + index * 60, 110, 90);
    await admin.postForm('/api/dashboard/visible/slider', withFile({ sliderQuote: quote }, 'sliderImage', picture, 'image/jpeg', `slide-${index}.jpg`));
  }
  await admin.post('/api/dashboard/home/vision', { vision: s.vision });
  await admin.post('/api/dashboard/home/mission', { mission: s.mission });
  await admin.post('/api/dashboard/contact/address', { ...s.contact, phone: [...s.contact.phone], email: [...s.contact.email] });
  for (const title of s.notices) {
    await admin.addNotice(title);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const event of s.events) {
    await admin.post('/api/dashboard/academics/calendar-of-event', { eventTitle: event.title, eventDate: dayFromToday(event.offset) });
  }
  for (const step of s.admissionSteps) await admin.post('/api/dashboard/academics/admission-process', { ...step });
  await admin.postForm('/api/dashboard/academics/application-form', withFile({ formTitle: s.form }, 'applicationForm', minimalPdf(s.form), 'application/pdf', 'form.pdf'));
  await admin.post('/api/dashboard/about/faq', { ...s.faq });
  await admin.post('/api/dashboard/about/history', { ...s.history });
  await admin.post('/api/dashboard/about/facility', { ...s.facility });
  await admin.post('/api/dashboard/visible/activitie', { ...s.activity });
  await admin.postForm('/api/dashboard/visible/gallery', withFile({ altText: s.galleryAlt }, 'galleryImage', await photo(900, 1200, 200, 160, 60), 'image/jpeg', 'gallery.jpg'));
  await admin.post('/api/dashboard/our-members/member', {
    memberType: 'faculty',
    fullName: s.faculty.fullName,
    designation: s.faculty.designation,
    qualification: [...s.qualification],
    email: [s.faculty.email],
    phone: [s.faculty.phone],
  });
  await admin.post('/api/dashboard/notice-course/category', { category: s.course.category });
  await admin.post('/api/dashboard/notice-course/course', { ...s.course });
  for (const social of s.social) await admin.post('/api/dashboard/contact/social-media', { ...social });
}
