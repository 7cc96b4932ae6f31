import { SAMPLE_SITE_CONTENT } from './index';

describe('SAMPLE_SITE_CONTENT', () => {
  it('has the public sample counts of spec §9', () => {
    const c = SAMPLE_SITE_CONTENT;
    expect({
      history: c.history.length,
      facilities: c.facilities.length,
      activities: c.activities.length,
      socialMedia: c.socialMedia.length,
      faq: c.faq.length,
      gallery: c.gallery.length,
      faculty: c.facultyMember.length,
      staff: c.staffMember.length,
      notices: c.notice.length,
      events: c.calendarOfEvents.length,
      admissionSteps: c.admissionProcess.length,
      applicationForms: c.applicationForms.length,
    }).toEqual({
      history: 3,
      facilities: 3,
      activities: 3,
      socialMedia: 4,
      faq: 4,
      gallery: 8,
      faculty: 4,
      staff: 4,
      notices: 6,
      events: 5,
      admissionSteps: 4,
      applicationForms: 3,
    });
  });

  it('has the Masters and Undergraduate categories with fee ranges and 2 to 4 year durations', () => {
    expect(SAMPLE_SITE_CONTENT.courses.map((c) => c.category)).toEqual(['Masters', 'Undergraduate']);
    const courses = SAMPLE_SITE_CONTENT.courses.flatMap((c) => c.course);
    expect(courses.map((c) => c.title)).toEqual(['MBA', 'MCA', 'MPH', 'B.TECH', 'BCA', 'BBA']);
    for (const course of courses) {
      expect(course.fee).toMatch(/^₹[\d,]+ - ₹[\d,]+$/);
      const years = Number(course.duration.split(' ')[0]);
      expect(years).toBeGreaterThanOrEqual(2);
      expect(years).toBeLessThanOrEqual(4);
    }
  });

  it('fills in vision, mission, welcome message and contact details', () => {
    const c = SAMPLE_SITE_CONTENT;
    expect(c.vision.length).toBeGreaterThan(0);
    expect(c.mission.length).toBeGreaterThan(0);
    expect(c.welcomeMessage.welcomeMsg).not.toBe('');
    expect(c.welcomeMessage.imageUrl?.url).toBeTruthy();
    expect(c.contactDetails.phone.length).toBeLessThanOrEqual(3);
    expect(c.contactDetails.email.length).toBeLessThanOrEqual(3);
    expect(c.contactDetails.address).not.toBe('');
  });

  it('gives every list item a unique id', () => {
    const c = SAMPLE_SITE_CONTENT;
    const ids = [
      ...c.history, ...c.facilities, ...c.activities, ...c.socialMedia, ...c.faq, ...c.gallery,
      ...c.facultyMember, ...c.staffMember, ...c.notice, ...c.calendarOfEvents, ...c.courses,
      ...c.courses.flatMap((k) => k.course), ...c.admissionProcess, ...c.applicationForms, ...c.overview, ...c.slider,
    ].map((item) => item.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
