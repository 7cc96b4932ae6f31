import { API_MESSAGES } from '@schoolpage/content-contract';
import type { FaqItem } from '@schoolpage/content-contract';
import { SiteRepository } from '../storage/persistence/site.repository';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { newItemId } from './site-lists';
import { MAX_LIST_ITEMS } from './site-limits';

/** A school's content is bounded: items per list, and the size of the whole record. */
describe('content limits', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ ACCOUNT_WRITES_PER_MINUTE: '100000' });
  });
  afterAll(() => platform.close());

  type Agent = Awaited<ReturnType<typeof signedInAdmin>>;

  /**
   * The school's FAQ as `count` earlier saves would have left it, written straight to the store (one save instead
   * of `count` requests): the limits are then met by the API requests the test makes itself.
   */
  async function storeFaq(agent: Agent, count: number, item: (n: number) => Omit<FaqItem, 'id'>): Promise<void> {
    const { _id: organizationId } = (await agent.get('/api/dashboard/profile/info').expect(200)).body.info as { _id: string };
    const sites = platform.app.get(SiteRepository);
    const site = await sites.find(organizationId);
    if (!site) throw new Error('The school has no site.');
    const faq = Array.from({ length: count }, (_, index) => ({ id: newItemId(), ...item(index + 1) }));
    expect(await sites.save({ ...site, content: { ...site.content, faq } }, site.version)).toBe(true);
  }

  it(`refuses item ${MAX_LIST_ITEMS + 1} of a list with a clear message and keeps the list`, async () => {
    const agent = await signedInAdmin(platform, { userId: 'fulllist', email: 'full@list.edu' });
    await storeFaq(agent, MAX_LIST_ITEMS - 1, (n) => ({ question: `Q${n}?`, answer: 'Yes.' }));
    await agent.post('/api/dashboard/about/faq').send({ question: `Q${MAX_LIST_ITEMS}?`, answer: 'Yes.' }).expect(201);
    const response = await agent.post('/api/dashboard/about/faq').send({ question: 'One more?', answer: 'No.' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.site.listFull(MAX_LIST_ITEMS) });
    const faq = (await agent.get('/api/dashboard/about/faq').expect(200)).body.info;
    expect(faq).toHaveLength(MAX_LIST_ITEMS);
    expect(faq.at(-1).question).toBe(`Q${MAX_LIST_ITEMS}?`);
    // Deleting makes room again.
    await agent.delete('/api/dashboard/about/faq/0').expect(200);
    await agent.post('/api/dashboard/about/faq').send({ question: 'One more?', answer: 'Now yes.' }).expect(201);
  }, 30_000);

  it('refuses a change that grows the content past 2 MB with 413 and keeps the site', async () => {
    const agent = await signedInAdmin(platform, { userId: 'bigsite', email: 'big@site.edu' });
    // Each item is about 16.5 KB of UTF-8 (three bytes per character): the limit is met after about 127.
    const item = (n: number) => ({ question: `${n} ${'प्र'.repeat(150)}`, answer: 'उ'.repeat(5000) });
    const stored = 124;
    await storeFaq(agent, stored, item);
    let refused: { status: number; body: unknown } | undefined;
    let accepted = 0;
    for (let n = stored + 1; n <= 140 && !refused; n++) {
      const response = await agent.post('/api/dashboard/about/faq').send(item(n));
      if (response.status === 201) accepted++;
      else refused = { status: response.status, body: response.body };
    }
    expect(refused).toEqual({ status: 413, body: { success: false, message: API_MESSAGES.site.contentTooLarge } });
    expect(accepted).toBeGreaterThan(0);
    expect(stored + accepted).toBeGreaterThan(100);
    expect((await agent.get('/api/dashboard/about/faq').expect(200)).body.info).toHaveLength(stored + accepted);
    // Smaller changes that shrink it still work.
    await agent.delete('/api/dashboard/about/faq/0').expect(200);
  }, 60_000);
});
