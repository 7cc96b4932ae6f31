import type {
  AdmissionStep,
  ApplicationForm,
  CalendarEvent,
  CourseCategory,
  Notice,
} from '../site/site-content';
import { SAMPLE_IMAGES } from './sample-images';

/** Stored in upload order, as the dashboard adds them; templates show them newest first. */
export const SAMPLE_NOTICES: Notice[] = [
  { id: 'notice-1', title: 'Admissions open for the new academic year', uploadDate: '2026-03-01T09:00:00.000Z', fileUrl: { url: SAMPLE_IMAGES.noticeDocument } },
  { id: 'notice-2', title: 'Holiday on account of Holi', uploadDate: '2026-03-10T08:30:00.000Z', fileUrl: { url: SAMPLE_IMAGES.noticeDocument } },
  { id: 'notice-3', title: 'Mid-term examination timetable', uploadDate: '2026-04-05T10:15:00.000Z', fileUrl: { url: SAMPLE_IMAGES.noticeDocument } },
  { id: 'notice-4', title: 'Scholarship results announced', uploadDate: '2026-05-20T11:00:00.000Z', fileUrl: { url: SAMPLE_IMAGES.noticeDocument } },
  { id: 'notice-5', title: 'Parent-teacher meeting on Saturday', uploadDate: '2026-07-02T07:45:00.000Z', fileUrl: { url: SAMPLE_IMAGES.noticeDocument } },
  { id: 'notice-6', title: 'Annual sports day registrations', uploadDate: '2026-08-14T12:00:00.000Z', fileUrl: { url: SAMPLE_IMAGES.noticeDocument } },
];

/** Stored in the order they were added, not by date; templates show them soonest first. */
export const SAMPLE_EVENTS: CalendarEvent[] = [
  { id: 'event-1', title: 'Annual Day Celebration', date: '2026-12-18' },
  { id: 'event-2', title: 'Orientation for New Students', date: '2026-07-15' },
  { id: 'event-3', title: 'Inter-College Sports Meet', date: '2026-11-05' },
  { id: 'event-4', title: 'Science Fair', date: '2026-09-10' },
  { id: 'event-5', title: 'Semester Examinations Begin', date: '2026-10-12' },
];

export const SAMPLE_COURSES: CourseCategory[] = [
  {
    id: 'category-masters',
    category: 'Masters',
    course: [
      { id: 'course-mba', title: 'MBA', fee: '₹1,20,000 - ₹1,60,000', duration: '2 years' },
      { id: 'course-mca', title: 'MCA', fee: '₹90,000 - ₹1,10,000', duration: '2 years' },
      { id: 'course-mph', title: 'MPH', fee: '₹80,000 - ₹1,00,000', duration: '2 years' },
    ],
  },
  {
    id: 'category-undergraduate',
    category: 'Undergraduate',
    course: [
      { id: 'course-btech', title: 'B.TECH', fee: '₹1,00,000 - ₹1,40,000', duration: '4 years' },
      { id: 'course-bca', title: 'BCA', fee: '₹60,000 - ₹80,000', duration: '3 years' },
      { id: 'course-bba', title: 'BBA', fee: '₹55,000 - ₹75,000', duration: '3 years' },
    ],
  },
];

export const SAMPLE_ADMISSION_STEPS: AdmissionStep[] = [
  { id: 'step-1', title: 'Choose your course', content: 'Read the course details, fees and eligibility on this site.' },
  { id: 'step-2', title: 'Fill in the application form', content: 'Download the form, fill it in and attach copies of your mark sheets.' },
  { id: 'step-3', title: 'Attend the interview', content: 'Shortlisted applicants are invited for a short interview and campus visit.' },
  { id: 'step-4', title: 'Confirm your seat', content: 'Pay the first instalment of the fee to confirm your admission.' },
];

export const SAMPLE_APPLICATION_FORMS: ApplicationForm[] = [
  { id: 'form-1', title: 'Undergraduate Application Form', fileUrl: { url: SAMPLE_IMAGES.applicationFormDocument } },
  { id: 'form-2', title: 'Postgraduate Application Form', fileUrl: { url: SAMPLE_IMAGES.applicationFormDocument } },
  { id: 'form-3', title: 'Hostel Application Form', fileUrl: { url: SAMPLE_IMAGES.applicationFormDocument } },
];
