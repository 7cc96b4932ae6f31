import type { FaqItem, TextSection } from '../site/site-content';
import { SAMPLE_IMAGES } from './sample-images';

export const SAMPLE_HISTORY: TextSection[] = [
  {
    id: 'history-1',
    title: 'Founded in 1998',
    content:
      'Greenfield began with forty students and six teachers in a rented building, with one promise: every learner is known by name.',
    imageUrl: { url: SAMPLE_IMAGES.history[0] },
  },
  {
    id: 'history-2',
    title: 'A campus of our own',
    content:
      'In 2009 we moved to our twelve-acre campus by the river, adding science blocks, a library and playing fields.',
    imageUrl: { url: SAMPLE_IMAGES.history[1] },
  },
  {
    id: 'history-3',
    title: 'Accredited for excellence',
    content:
      'In 2021 the institute earned an A grade accreditation for teaching, research and student support.',
    imageUrl: { url: SAMPLE_IMAGES.history[2] },
  },
];

export const SAMPLE_FACILITIES: TextSection[] = [
  {
    id: 'facility-1',
    title: 'Central Library',
    content: 'Over 40,000 books, journals and a quiet reading hall open from 8 am to 8 pm on every working day.',
    imageUrl: { url: SAMPLE_IMAGES.facilities[0] },
  },
  {
    id: 'facility-2',
    title: 'Science Laboratories',
    content: 'Modern physics, chemistry, biology and computer labs where every student works hands-on.',
    imageUrl: { url: SAMPLE_IMAGES.facilities[1] },
  },
  {
    id: 'facility-3',
    title: 'Sports Complex',
    content: 'A football ground, basketball and badminton courts and a fitness room with trained coaches.',
    imageUrl: { url: SAMPLE_IMAGES.facilities[2] },
  },
];

export const SAMPLE_ACTIVITIES: TextSection[] = [
  {
    id: 'activity-1',
    title: 'Debate Club',
    content: 'Weekly debates sharpen thinking and speaking; our teams compete in inter-college tournaments.',
    imageUrl: { url: SAMPLE_IMAGES.activities[0] },
  },
  {
    id: 'activity-2',
    title: 'Science Fair',
    content: 'Every spring students present their own experiments and projects to parents and guest judges.',
    imageUrl: { url: SAMPLE_IMAGES.activities[1] },
  },
  {
    id: 'activity-3',
    title: 'Music and Choir',
    content: 'The choir and the college band rehearse twice a week and perform at every annual day.',
    imageUrl: { url: SAMPLE_IMAGES.activities[2] },
  },
];

export const SAMPLE_FAQ: FaqItem[] = [
  {
    id: 'faq-1',
    question: 'When do admissions open?',
    answer: 'Admissions for the new academic year open on 1 March and close on 30 June.',
  },
  {
    id: 'faq-2',
    question: 'Is there a hostel on campus?',
    answer: 'Yes. Separate hostels for boys and girls offer meals, study rooms and round-the-clock security.',
  },
  {
    id: 'faq-3',
    question: 'Are scholarships available?',
    answer: 'Merit and need-based scholarships cover up to 50% of the tuition fee.',
  },
  {
    id: 'faq-4',
    question: 'How can parents follow their child’s progress?',
    answer: 'Parents receive a progress report every term and can meet the teachers on open days.',
  },
];
