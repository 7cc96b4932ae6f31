import { publicContent, TRASH_DAYS } from '@schoolpage/content-contract';
import { SiteRepository } from '../storage/persistence/site.repository';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';
import { keptDeleted, type DeletedItem, type StoredContent } from './recently-deleted';

const DAY = 24 * 60 * 60 * 1000;
const entry = (id: string, daysAgo: number, now: number): DeletedItem => ({
  id,
  list: 'faq',
  position: 0,
  item: { question: id, answer: 'a' },
  deletedAt: new Date(now - daysAgo * DAY).toISOString(),
});

describe('recently deleted items', () => {
  it(`keeps items for ${TRASH_DAYS} days, newest first`, () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    const kept = keptDeleted([entry('old', TRASH_DAYS + 1, now), entry('week', 7, now), entry('today', 0, now)], now);
    expect(kept.map((e) => e.id)).toEqual(['today', 'week']);
  });

  it('never shows them in the public content', () => {
    const stored = { organizationName: 'A', recentlyDeleted: [entry('x', 1, Date.now())] };
    expect(publicContent(stored)).toEqual({ organizationName: 'A' });
    expect(publicContent({ organizationName: 'A' })).toEqual({ organizationName: 'A' });
  });

  describe('on a site', () => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await startTestPlatform();
    });
    afterAll(() => platform.close());

    it(`removes an item for good ${TRASH_DAYS} days after the delete, at the next save, its file kept for its versions`, async () => {
      const agent = await signedInAdmin(platform, { userId: 'purge', email: 'purge@trash.edu' });
      await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', await pngImage(), 'g.png').expect(201);
      const [picture] = (await agent.get('/api/dashboard/visible/gallery')).body.info;
      const { deletedId } = (await agent.delete('/api/dashboard/visible/gallery/0').expect(200)).body;
      expect((await platform.agent().get(picture.url)).status).toBe(200);

      const { _id } = (await agent.get('/api/dashboard/profile/info')).body.info;
      const sites = platform.app.get(SiteRepository);
      const site = await sites.find(_id);
      const content = site?.content as StoredContent;
      content.recentlyDeleted = content.recentlyDeleted?.map((e) => ({ ...e, deletedAt: new Date(Date.now() - (TRASH_DAYS + 1) * DAY).toISOString() }));
      const { version, updatedAt: _at, ...draft } = site as NonNullable<typeof site>;
      expect(await sites.save({ ...draft, content }, version)).toBe(true);

      expect((await agent.get('/api/dashboard/trash')).body.info).toEqual([]);
      await agent.post(`/api/dashboard/trash/${deletedId}/restore`).expect(404);
      await agent.post('/api/dashboard/about/faq').send({ question: 'Q?', answer: 'A.' }).expect(201);
      // A kept version still points at it (history/version-files.ts): it goes with the version.
      expect((await platform.agent().get(picture.url)).status).toBe(200);
    });

    it('puts a deleted course back in its category, and a deleted category back with its courses', async () => {
      const agent = await signedInAdmin(platform, { userId: 'courses', email: 'courses@trash.edu' });
      await agent.post('/api/dashboard/notice-course/category').send({ category: 'Science' }).expect(201);
      await agent.post('/api/dashboard/notice-course/course').send({ category: 'Science', courseName: 'Physics' }).expect(201);
      await agent.post('/api/dashboard/notice-course/course').send({ category: 'Science', courseName: 'Biology' }).expect(201);
      const before = (await agent.get('/api/dashboard/notice-course/course')).body.info;

      const course = (await agent.delete('/api/dashboard/notice-course/course').send({ category: 'Science', courseTitle: 'Physics' }).expect(200)).body;
      await agent.post(`/api/dashboard/trash/${course.deletedId}/restore`).expect(200);
      expect((await agent.get('/api/dashboard/notice-course/course')).body.info).toEqual(before);

      const category = (await agent.delete('/api/dashboard/notice-course/category').send({ category: 'Science' }).expect(200)).body;
      expect(category.info).toEqual([]);
      await agent.post(`/api/dashboard/trash/${category.deletedId}/restore`).expect(200);
      expect((await agent.get('/api/dashboard/notice-course/course')).body.info).toEqual(before);
    });

    it('renames a category, edits and moves a course', async () => {
      const agent = await signedInAdmin(platform, { userId: 'coursedit', email: 'coursedit@trash.edu' });
      await agent.post('/api/dashboard/notice-course/category').send({ category: 'Arts' }).expect(201);
      await agent.post('/api/dashboard/notice-course/category').send({ category: 'Commerce' }).expect(201);
      await agent.post('/api/dashboard/notice-course/course').send({ category: 'Arts', courseName: 'History', fee: '100' }).expect(201);
      await agent.post('/api/dashboard/notice-course/course').send({ category: 'Arts', courseName: 'Music' }).expect(201);
      const [arts, commerce] = (await agent.get('/api/dashboard/notice-course/course')).body.info;

      await agent.patch(`/api/dashboard/notice-course/category/${arts.id}`).send({ category: 'Fine Arts' }).expect(200);
      const taken = await agent.patch(`/api/dashboard/notice-course/category/${arts.id}`).send({ category: 'commerce' }).expect(409);
      expect(taken.body.success).toBe(false);
      await agent.patch(`/api/dashboard/notice-course/course/${arts.course[0].id}`).send({ courseName: 'World History' }).expect(200);
      await agent.post(`/api/dashboard/notice-course/course/${arts.course[1].id}/move`).send({ to: 0 }).expect(200);
      await agent.post(`/api/dashboard/notice-course/category/${commerce.id}/move`).send({ to: 0 }).expect(200);
      const after = (await agent.get('/api/dashboard/notice-course/course')).body.info;
      expect(after.map((c: { category: string }) => c.category)).toEqual(['Commerce', 'Fine Arts']);
      expect(after[1].course.map((c: { title: string; fee: string }) => [c.title, c.fee])).toEqual([['Music', ''], ['World History', '100']]);

      await agent.patch(`/api/dashboard/notice-course/course/${arts.course[1].id}`).send({ category: 'Commerce' }).expect(200);
      const moved = (await agent.get('/api/dashboard/notice-course/course')).body.info;
      expect(moved[0].course.map((c: { title: string }) => c.title)).toEqual(['Music']);
    });
  });
});
