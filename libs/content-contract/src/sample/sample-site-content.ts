import { defaultOffers } from '../site/offers';
import type { SiteContent } from '../site/site-content';
import { SAMPLE_ACTIVITIES, SAMPLE_FACILITIES, SAMPLE_FAQ, SAMPLE_HISTORY } from './sample-about';
import {
  SAMPLE_ADMISSION_STEPS,
  SAMPLE_APPLICATION_FORMS,
  SAMPLE_COURSES,
  SAMPLE_EVENTS,
  SAMPLE_NOTICES,
} from './sample-academics';
import { SAMPLE_IMAGES } from './sample-images';
import { SAMPLE_FACULTY, SAMPLE_STAFF } from './sample-members';

/** The built-in demo site that template previews show (spec §9 "Public sample site"). */
export const SAMPLE_SITE_CONTENT: SiteContent = {
  organizationName: 'Greenfield Institute of Technology and Management',
  textLogo: { startLogo: 'Greenfield', endLogo: 'Institute' },
  welcomeMessage: {
    welcomeMsg:
      'Welcome to Greenfield, where curious minds grow into confident leaders. Explore our courses, meet our teachers and discover life on campus.',
    imageUrl: { url: SAMPLE_IMAGES.heroCampus },
  },
  overview: [
    {
      id: 'overview-1',
      overviewContent:
        'Founded in 1998, Greenfield teaches 2,400 students across management, computing, public health and engineering. Small classes, industry mentors and a green 40-acre campus make it a place where students learn by doing.',
      imageUrl: { url: SAMPLE_IMAGES.facilities[0] },
    },
  ],
  slider: [
    { id: 'slide-1', sliderQuote: 'Every graduate leaves with a mentor, a portfolio and a plan.', imageUrl: { url: SAMPLE_IMAGES.gallery[1] } },
    { id: 'slide-2', sliderQuote: 'Sports day: twelve teams, one campus, endless cheering.', imageUrl: { url: SAMPLE_IMAGES.gallery[3] } },
    { id: 'slide-3', sliderQuote: 'In our studios, ideas become things you can hold.', imageUrl: { url: SAMPLE_IMAGES.gallery[4] } },
  ],
  vision: [
    'To be a centre of learning where every student discovers their potential.',
    'To shape responsible citizens who serve their communities.',
  ],
  mission: [
    'Provide affordable, high-quality education with practical learning.',
    'Support every learner with caring mentors and modern facilities.',
  ],
  offers: defaultOffers(),
  history: SAMPLE_HISTORY,
  facilities: SAMPLE_FACILITIES,
  activities: SAMPLE_ACTIVITIES,
  socialMedia: [
    { id: 'social-1', title: 'Facebook', url: 'https://www.facebook.com/' },
    { id: 'social-2', title: 'Instagram', url: 'https://www.instagram.com/' },
    { id: 'social-3', title: 'YouTube', url: 'https://www.youtube.com/' },
    { id: 'social-4', title: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
  faq: SAMPLE_FAQ,
  gallery: SAMPLE_IMAGES.gallery.map((url, index) => ({ id: `gallery-${index + 1}`, url })),
  facultyMember: SAMPLE_FACULTY,
  staffMember: SAMPLE_STAFF,
  notice: SAMPLE_NOTICES,
  calendarOfEvents: SAMPLE_EVENTS,
  courses: SAMPLE_COURSES,
  admissionProcess: SAMPLE_ADMISSION_STEPS,
  applicationForms: SAMPLE_APPLICATION_FORMS,
  contactDetails: {
    address: '12 River Road, Greenfield Nagar, Pune, Maharashtra 411001, India',
    latitude: '18.5204',
    longitude: '73.8567',
    phone: ['+91 20 4000 1234', '+91 20 4000 5678', '+91 98765 40000'],
    phoneE164: ['+912040001234', '+912040005678', '+919876540000'],
    email: ['info@greenfield.example', 'admissions@greenfield.example'],
    officeHours: 'Monday to Saturday, 9:00 am to 5:00 pm',
  },
};
