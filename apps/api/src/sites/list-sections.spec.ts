import { API_MESSAGES } from '@schoolpage/content-contract';
import type { Test } from 'supertest';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile, pngImage } from '../testing/upload-fixtures';

const M = API_MESSAGES.site;

interface ListSection {
  title: string;
  path: string;
  /** Where the list is read back besides `info`. */
  field: string;
  /** Adds item number `n`. */
  add(request: Test, n: number, png: Buffer): Test;
  /** A request missing a required part, and the spec message it gets. */
  incomplete(request: Test): Test;
  message: string;
  /** What item number `n` looks like when read back. */
  expected(n: number): Record<string, unknown>;
  /** Delete by position in the body (spec for academics) rather than the path. */
  deleteInBody?: boolean;
}

const fileUrl = expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\.(png|pdf)$/);

const SECTIONS: ListSection[] = [
  {
    title: 'overview',
    path: '/api/dashboard/home/overview',
    field: 'overview',
    add: (r, n, png) => r.field('overviewContent', `Overview ${n}`).attach('overviewImage', png, 'o.png'),
    incomplete: (r) => r.field('overviewContent', 'No image'),
    message: M.overviewRequired,
    expected: (n) => ({ overviewContent: `Overview ${n}`, imageUrl: { url: fileUrl } }),
  },
  {
    title: 'slider',
    path: '/api/dashboard/visible/slider',
    field: 'slider',
    add: (r, n, png) => r.field('sliderQuote', `Quote ${n}`).attach('sliderImage', png, 's.png'),
    incomplete: (r) => r.field('sliderQuote', 'No image'),
    message: M.sliderRequired,
    expected: (n) => ({ sliderQuote: `Quote ${n}`, imageUrl: { url: fileUrl } }),
  },
  {
    title: 'activities',
    path: '/api/dashboard/visible/activitie',
    field: 'activity',
    add: (r, n) => r.field('activitieTitle', `Sports ${n}`).field('activitieContent', 'Football'),
    incomplete: (r) => r.field('activitieTitle', 'Sports'),
    message: M.activityRequired,
    expected: (n) => ({ title: `Sports ${n}`, content: 'Football' }),
  },
  {
    title: 'gallery',
    path: '/api/dashboard/visible/gallery',
    field: 'gallery',
    add: (r, n, png) => r.attach('galleryImage', png, `sports-day-${n}.png`),
    incomplete: (r) => r.send({}),
    message: M.galleryRequired,
    // Named from its file, as a bulk upload names each picture.
    expected: (n) => ({ url: fileUrl, caption: `Sports day ${n}` }),
  },
  {
    title: 'history',
    path: '/api/dashboard/about/history',
    field: 'history',
    add: (r, n, png) => r.field('tagLine', `Founded ${n}`).field('content', 'In 1950').attach('historyImage', png, 'h.png'),
    incomplete: (r) => r.field('content', 'In 1950'),
    message: M.historyRequired,
    expected: (n) => ({ title: `Founded ${n}`, content: 'In 1950', imageUrl: { url: fileUrl } }),
  },
  {
    title: 'faq',
    path: '/api/dashboard/about/faq',
    field: 'faq',
    add: (r, n) => r.send({ question: `Question ${n}?`, answer: 'Yes.' }),
    incomplete: (r) => r.send({ question: 'Only a question?' }),
    message: M.faqRequired,
    expected: (n) => ({ question: `Question ${n}?`, answer: 'Yes.' }),
  },
  {
    title: 'facilities',
    path: '/api/dashboard/about/facility',
    field: 'facility',
    add: (r, n) => r.field('facilityName', `Library ${n}`).field('facilityContent', 'Many books'),
    incomplete: (r) => r.field('facilityName', 'Library'),
    message: M.facilityRequired,
    expected: (n) => ({ title: `Library ${n}`, content: 'Many books' }),
  },
  {
    title: 'calendar of events',
    path: '/api/dashboard/academics/calendar-of-event',
    field: 'calendarOfEvents',
    add: (r, n) => r.send({ eventTitle: `Sports day ${n}`, eventDate: '2026-03-0' + n }),
    incomplete: (r) => r.send({ eventTitle: 'No date' }),
    message: M.eventRequired,
    expected: (n) => ({ title: `Sports day ${n}`, date: '2026-03-0' + n }),
    deleteInBody: true,
  },
  {
    title: 'admission steps',
    path: '/api/dashboard/academics/admission-process',
    field: 'admissionProcess',
    add: (r, n) => r.send({ stepTitle: `Step ${n}`, content: 'Fill the form' }),
    incomplete: (r) => r.send({ content: 'No title' }),
    message: M.admissionStepRequired,
    expected: (n) => ({ title: `Step ${n}`, content: 'Fill the form' }),
    deleteInBody: true,
  },
  {
    title: 'application forms',
    path: '/api/dashboard/academics/application-form',
    field: 'applicationForms',
    add: (r, n) => r.field('formTitle', `Form ${n}`).attach('applicationForm', pdfFile(), 'form.pdf'),
    incomplete: (r) => r.field('formTitle', 'No file'),
    message: M.applicationFormRequired,
    expected: (n) => ({ title: `Form ${n}`, fileUrl: { url: fileUrl } }),
    deleteInBody: true,
  },
  {
    title: 'notices',
    path: '/api/dashboard/notice-course/notice',
    field: 'notice',
    add: (r, n, png) => r.field('noticeTitle', `Holiday ${n}`).attach('noticeFile', png, 'n.png'),
    incomplete: (r) => r.field('noticeTitle', 'No file'),
    message: M.noticeRequired,
    // Each notice is a circular with its own history.
    expected: (n) => ({ title: `Holiday ${n}`, uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), fileUrl: { url: fileUrl }, historyKey: expect.stringMatching(/^circular:[a-f0-9]{16}$/) }),
  },
  {
    title: 'social media',
    path: '/api/dashboard/contact/social-media',
    field: 'socialMedia',
    add: (r, n, png) => r.field('socialMediaName', `Site ${n}`).field('socialMediaURL', 'https://example.org/school').attach('socialMediaLogo', png, 'l.png'),
    incomplete: (r) => r.field('socialMediaName', 'No URL'),
    message: M.socialMediaRequired,
    expected: (n) => ({ title: `Site ${n}`, url: 'https://example.org/school', icon: { url: fileUrl } }),
  },
];

describe('dashboard list sections', () => {
  let platform: TestPlatform;
  let png: Buffer;
  beforeAll(async () => {
    platform = await startTestPlatform();
    png = await pngImage();
  });
  afterAll(() => platform.close());

  describe.each(SECTIONS.map((s) => [s.title, s] as const))('%s', (_title, section) => {
    it('needs a session', async () => {
      const response = await platform.agent().get(section.path).expect(401);
      expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.loginRequired });
      await section.add(platform.agent().post(section.path), 1, png).expect(401);
    });

    it('adds, lists with stable ids, and deletes by position', async () => {
      const agent = await signedInAdmin(platform, { userId: `list-${section.field}`, email: `${section.field}@lists.edu` });
      const first = await section.add(agent.post(section.path), 1, png).expect(201);
      expect(first.body).toMatchObject({ success: true, message: M.added });
      await section.add(agent.post(section.path), 2, png).expect(201);

      const listed = await agent.get(section.path).expect(200);
      expect(listed.body.success).toBe(true);
      expect(listed.body.info).toEqual([
        { id: expect.stringMatching(/^[a-f0-9]{16}$/), ...section.expected(1) },
        { id: expect.stringMatching(/^[a-f0-9]{16}$/), ...section.expected(2) },
      ]);
      expect(listed.body[section.field]).toEqual(listed.body.info);

      const remove = (index: number) => (section.deleteInBody ? agent.delete(section.path).send({ index }) : agent.delete(`${section.path}/${index}`));
      const out = await remove(0).expect(200);
      expect(out.body).toMatchObject({ success: true, message: M.removed, info: [listed.body.info[1]] });

      const tooFar = await remove(5).expect(404);
      expect(tooFar.body).toEqual({ success: false, message: API_MESSAGES.request.indexOutOfRange });
      expect((await agent.get(section.path)).body.info).toEqual([listed.body.info[1]]);
    });

    it('deletes by id when the id is given', async () => {
      const agent = await signedInAdmin(platform, { userId: `byid-${section.field}`, email: `${section.field}@byid.edu` });
      await section.add(agent.post(section.path), 1, png).expect(201);
      await section.add(agent.post(section.path), 2, png).expect(201);
      const [one, two] = (await agent.get(section.path)).body.info;
      // A stale index 0 with the id of the second item removes the second item.
      const request = section.deleteInBody ? agent.delete(section.path).send({ index: 0, id: two.id }) : agent.delete(`${section.path}/0?id=${two.id}`);
      await request.expect(200);
      expect((await agent.get(section.path)).body.info).toEqual([one]);
      const gone = section.deleteInBody ? agent.delete(section.path).send({ id: two.id }) : agent.delete(`${section.path}/0?id=${two.id}`);
      expect((await gone.expect(404)).body).toEqual({ success: false, message: API_MESSAGES.request.itemNotFound });
    });

    it('answers a missing required part with the spec message and changes nothing', async () => {
      const agent = await signedInAdmin(platform, { userId: `missing-${section.field}`, email: `${section.field}@missing.edu` });
      const response = await section.incomplete(agent.post(section.path)).expect(400);
      expect(response.body).toEqual({ success: false, message: section.message });
      expect((await agent.get(section.path)).body.info).toEqual([]);
    });
  });
});
