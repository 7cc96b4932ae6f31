import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** A list and how its items are added without a file. */
const LISTS = [
  { path: '/api/dashboard/academics/calendar-of-event', add: (n: number) => ({ eventTitle: `Event ${n}`, eventDate: `2026-03-0${n}` }), inBody: true },
  { path: '/api/dashboard/academics/admission-process', add: (n: number) => ({ stepTitle: `Step ${n}`, content: 'Fill the form' }), inBody: true },
  { path: '/api/dashboard/about/faq', add: (n: number) => ({ question: `Question ${n}?`, answer: 'Yes.' }), inBody: false },
  { path: '/api/dashboard/home/vision', add: (n: number) => ({ vision: `Vision ${n}` }), inBody: false },
];

/** Positions that are not a whole number written in digits (JSON values in a body). */
const BAD_BODY_POSITIONS: unknown[] = [null, '', false, [], ' ', true, [1], '0x1', '1.5', 1.5, '+1', '1e0', ' 1', {}, '٣'];
/** Path segments that are not digits. */
const BAD_PATH_POSITIONS = ['0x1', '%200', '%201', '+1', '1e0', '1.0', '-0', '0b1', 'Infinity', '%09'];

/** A position is a non-negative whole number or a string of digits; anything else is refused and deletes nothing. */
describe('deleting by position', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
    for (const list of LISTS) for (const n of [1, 2]) await agent.post(list.path).send(list.add(n)).expect(201);
  });
  afterAll(() => platform.close());

  const listOf = async (path: string) => {
    const response = await agent.get(path.endsWith('vision') ? '/api/dashboard/home/vision-mission' : path).expect(200);
    return path.endsWith('vision') ? response.body.vision : response.body.info;
  };

  describe.each(LISTS.filter((l) => l.inBody).map((l) => [l.path, l] as const))('%s, position in the body', (path) => {
    it.each(BAD_BODY_POSITIONS.map((index) => [JSON.stringify(index), index]))('refuses %s', async (_shown, index) => {
      const before = await listOf(path);
      const response = await agent.delete(path).send({ index });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'The position must be a whole number.' });
      expect(await listOf(path)).toEqual(before);
    });
  });

  describe.each(LISTS.map((l) => [l.path, l] as const))('%s, position in the path', (path) => {
    it.each(BAD_PATH_POSITIONS)('refuses /%s', async (index) => {
      const before = await listOf(path);
      const response = await agent.delete(`${path}/${index}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'The position must be a whole number.' });
      expect(await listOf(path)).toEqual(before);
    });
  });

  it('still deletes at a position given as digits or as a number', async () => {
    const path = '/api/dashboard/about/faq';
    await agent.post(path).send({ question: 'Third?', answer: 'Yes.' }).expect(201);
    const [first, , third] = await listOf(path);
    await agent.delete(`${path}/1`).expect(200);
    expect(await listOf(path)).toEqual([first, third]);

    const events = '/api/dashboard/academics/calendar-of-event';
    const [event1, event2] = await listOf(events);
    await agent.delete(events).send({ index: '1' }).expect(200);
    expect(await listOf(events)).toEqual([event1]);
    await agent.post(events).send({ eventTitle: 'Again', eventDate: '2026-04-01' }).expect(201);
    await agent.delete(events).send({ index: 0 }).expect(200);
    expect((await listOf(events)).map((e: { title: string }) => e.title)).toEqual(['Again']);
    expect(event2.title).toBe('Event 2');
  });
});
