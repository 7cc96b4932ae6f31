import { emptySiteContent, type SiteContent } from '@schoolpage/content-contract';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { geoCoordinates, schoolJsonLd, schoolType, upcomingEvents, type SchoolJsonLdInput } from './school-json-ld';

const ORIGIN = 'https://schools.example';
const HOME = 'https://schools.example/s/greenfield';

type Json = Record<string, any>;

/** The documents as a crawler reads them: serialised and parsed back. */
function documents(input: Partial<SchoolJsonLdInput> & { content: SiteContent }): Json[] {
  return JSON.parse(JSON.stringify(schoolJsonLd({ origin: ORIGIN, slug: 'greenfield', page: '', today: '2026-10-01', ...input })));
}

function site(change: Partial<SiteContent>): SiteContent {
  return { ...emptySiteContent('Greenfield Public School'), ...change };
}

function hasEmptyField(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 'undefined') return true;
  if (Array.isArray(value)) return value.length === 0 || value.some(hasEmptyField);
  if (typeof value === 'object') return Object.values(value).some(hasEmptyField);
  return false;
}

describe('schoolJsonLd for the sample site', () => {
  const [school, ...rest] = documents({ content: { ...SAMPLE_SITE_CONTENT, organizationLogo: { url: '/api/files/0123456789abcdef0123456789abcdef.png' } } });

  it('describes the school field by field', () => {
    expect(school).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      '@id': `${HOME}#school`,
      name: 'Greenfield Institute of Technology and Management',
      url: HOME,
      logo: `${ORIGIN}/api/files/0123456789abcdef0123456789abcdef.png`,
      image: `${ORIGIN}/test-file-asset`,
      description: SAMPLE_SITE_CONTENT.welcomeMessage.welcomeMsg,
      address: { '@type': 'PostalAddress', streetAddress: '12 River Road, Greenfield Nagar, Pune, Maharashtra 411001, India' },
      geo: { '@type': 'GeoCoordinates', latitude: 18.5204, longitude: 73.8567 },
      telephone: '+91 20 4000 1234',
      email: 'info@greenfield.example',
      sameAs: ['https://www.facebook.com/', 'https://www.instagram.com/', 'https://www.youtube.com/', 'https://www.linkedin.com/'],
    });
  });

  it('lists only the events from today on, soonest first, located at the school', () => {
    const events = rest.filter((document) => document['@type'] === 'Event');
    expect(events.map((event) => [event.name, event.startDate])).toEqual([
      ['Semester Examinations Begin', '2026-10-12'],
      ['Inter-College Sports Meet', '2026-11-05'],
      ['Annual Day Celebration', '2026-12-18'],
    ]);
    expect(events[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Semester Examinations Begin',
      startDate: '2026-10-12',
      location: {
        '@type': 'CollegeOrUniversity',
        '@id': `${HOME}#school`,
        name: 'Greenfield Institute of Technology and Management',
        address: school.address,
      },
    });
  });

  it('carries the FAQ as a FAQPage of Questions with accepted Answers', () => {
    const faq = rest.find((document) => document['@type'] === 'FAQPage')!;
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq.url).toBe(HOME);
    expect(faq.mainEntity).toHaveLength(SAMPLE_SITE_CONTENT.faq.length);
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'When do admissions open?',
      acceptedAnswer: { '@type': 'Answer', text: 'Admissions for the new academic year open on 1 March and close on 30 June.' },
    });
  });

  it('has no empty field anywhere', () => {
    expect([school, ...rest].filter(hasEmptyField)).toEqual([]);
  });

  it('describes only the school on a page below home', () => {
    const onAbout = documents({ content: SAMPLE_SITE_CONTENT, page: 'about' });
    expect(onAbout).toHaveLength(1);
    expect(onAbout[0]['@type']).toBe('CollegeOrUniversity');
    expect(onAbout[0].url).toBe(HOME);
  });
});

describe('schoolJsonLd for an empty site', () => {
  it('is a bare School with only its id and address, no empty fields, events or FAQ', () => {
    expect(documents({ content: emptySiteContent() })).toEqual([
      { '@context': 'https://schema.org', '@type': 'School', '@id': `${HOME}#school`, url: HOME },
    ]);
  });
});

describe('schoolJsonLd fields', () => {
  it('uses the measured share picture when the server gives one', () => {
    const [school] = documents({ content: site({}), image: { url: '/api/files/hero.webp', width: 1200, height: 630 } });
    expect(school.image).toBe(`${ORIGIN}/api/files/hero.webp`);
  });

  it('joins the lines of the address with ", "', () => {
    const [school] = documents({ content: site({ contactDetails: { ...emptySiteContent().contactDetails, address: '12 River Road\n\n  Pune 411001 \r\nIndia' } }) });
    expect(school.address).toEqual({ '@type': 'PostalAddress', streetAddress: '12 River Road, Pune 411001, India' });
  });

  it('names the first phone and e-mail that are filled in', () => {
    const contactDetails = { ...emptySiteContent().contactDetails, phone: [' ', '020 1234'], email: ['', 'office@school.example'] };
    const [school] = documents({ content: site({ contactDetails }) });
    expect(school.telephone).toBe('020 1234');
    expect(school.email).toBe('office@school.example');
  });

  it('keeps only http(s) social links in sameAs, once each', () => {
    const socialMedia = [
      { title: 'Facebook', url: 'https://facebook.com/greenfield' },
      { title: 'Bad', url: 'javascript:alert(1)' },
      { title: 'Mail', url: 'mailto:office@school.example' },
      { title: 'Bare', url: 'instagram.com/greenfield' },
      { title: 'Again', url: 'https://facebook.com/greenfield' },
      { title: 'Web', url: 'http://school.example' },
    ];
    expect(documents({ content: site({ socialMedia }) })[0].sameAs).toEqual(['https://facebook.com/greenfield', 'http://school.example']);
    expect(documents({ content: site({ socialMedia: [socialMedia[1]] }) })[0]).not.toHaveProperty('sameAs');
  });

  it('leaves out a FAQ whose items have no question or answer', () => {
    const faq = [{ question: 'Fees?', answer: ' ' }, { question: '', answer: 'Yes' }];
    expect(documents({ content: site({ faq }) }).map((document) => document['@type'])).toEqual(['School']);
  });

  it('refuses a "today" that is not a date', () => {
    expect(() => schoolJsonLd({ content: site({}), origin: ORIGIN, slug: 'greenfield', page: '', today: '1/10/2026' })).toThrow(
      '"1/10/2026" is not a date in the form YYYY-MM-DD.',
    );
  });
});

describe('schoolType', () => {
  it('is CollegeOrUniversity for a College, University or Institute, whatever the case', () => {
    expect(schoolType('St. Xavier’s College')).toBe('CollegeOrUniversity');
    expect(schoolType('University of Pune')).toBe('CollegeOrUniversity');
    expect(schoolType('national institute of design')).toBe('CollegeOrUniversity');
  });

  it('is School otherwise, also for words that merely contain those', () => {
    expect(schoolType('Greenfield Public School')).toBe('School');
    expect(schoolType('Collegeville Primary')).toBe('School');
    expect(schoolType('')).toBe('School');
  });
});

describe('upcomingEvents', () => {
  const calendarOfEvents = [
    { title: 'Yesterday', date: '2026-09-30' },
    { title: 'Later', date: '2026-12-01' },
    { title: 'Today', date: '2026-10-01' },
    { title: 'Not a day', date: '2026-02-30' },
    { title: 'Unreadable', date: 'soon' },
    { title: '  ', date: '2026-11-01' },
    { title: 'Stored with a time', date: '2026-10-05T00:00:00.000Z' },
  ];

  it('keeps titled events dated today or later, soonest first, with the school’s own date', () => {
    expect(upcomingEvents(site({ calendarOfEvents }), '2026-10-01')).toEqual([
      { title: 'Today', date: '2026-10-01' },
      { title: 'Stored with a time', date: '2026-10-05' },
      { title: 'Later', date: '2026-12-01' },
    ]);
  });
});

describe('geoCoordinates', () => {
  it('is given only when both are decimal numbers within range', () => {
    expect(geoCoordinates('18.5204', ' 73.8567 ')).toEqual({ '@type': 'GeoCoordinates', latitude: 18.5204, longitude: 73.8567 });
    expect(geoCoordinates('-33.9', '-151.2')).toEqual({ '@type': 'GeoCoordinates', latitude: -33.9, longitude: -151.2 });
    expect(geoCoordinates('18.5', '')).toBeUndefined();
    expect(geoCoordinates('', '73.8')).toBeUndefined();
    expect(geoCoordinates('north', '73.8')).toBeUndefined();
    expect(geoCoordinates('1e2', '73.8')).toBeUndefined();
    expect(geoCoordinates('91', '73.8')).toBeUndefined();
    expect(geoCoordinates('18.5', '180.5')).toBeUndefined();
    expect(geoCoordinates('0x10', '0')).toBeUndefined();
  });

  it('leaves geo out of the school when the coordinates are not numbers', () => {
    const contactDetails = { ...emptySiteContent().contactDetails, latitude: '18.5', longitude: 'east' };
    expect(documents({ content: site({ contactDetails }) })[0]).not.toHaveProperty('geo');
  });
});
