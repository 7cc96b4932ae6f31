import { DEFAULT_OFFERS, OFFER_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

const OFFERS = '/api/dashboard/home/offers';

describe('What We Offer belongs to the school (GET and POST /api/dashboard/home/offers)', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const saved = async () => (await agent.get(OFFERS).expect(200)).body;
  const preview = async () => (await agent.get('/api/dashboard/template/preview-content').expect(200)).body.info;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it("starts with the spec's six items, so nothing changes until the school edits them", async () => {
    expect(await saved()).toEqual({ success: true, historyKey: 'section:offers', info: DEFAULT_OFFERS, offers: DEFAULT_OFFERS });
    expect((await preview()).offers).toEqual(DEFAULT_OFFERS);
  });

  it('saves up to 8 items, each a title and an optional one-line text, trimmed, and the site shows them', async () => {
    const offers = [
      { title: '  Robotics club ', text: ' Every Friday after school ' },
      { title: 'Hostel for girls', text: '' },
      ...Array.from({ length: 6 }, (_, i) => ({ title: `Item ${i + 3}` })),
    ];
    const answer = await agent.post(OFFERS).send({ offers }).expect(200);
    const tidy = [{ title: 'Robotics club', text: 'Every Friday after school' }, { title: 'Hostel for girls' }, ...offers.slice(2)];
    expect(answer.body).toEqual({ success: true, historyKey: 'section:offers', message: OFFER_MESSAGES.saved, info: tidy, offers: tidy });
    expect((await saved()).info).toEqual(tidy);
    expect((await preview()).offers).toEqual(tidy);
  });

  it.each([
    ['too many items', { offers: Array.from({ length: 9 }, (_, i) => ({ title: `Item ${i + 1}` })) }, OFFER_MESSAGES.tooMany],
    ['an empty title', { offers: [{ title: 'Labs' }, { title: '   ', text: 'Science' }] }, OFFER_MESSAGES.titleRequired(2)],
    ['a title too long', { offers: [{ title: 'x'.repeat(61) }] }, OFFER_MESSAGES.titleTooLong(1)],
    ['a text too long', { offers: [{ title: 'Labs', text: 'y'.repeat(121) }] }, OFFER_MESSAGES.textTooLong(1)],
    ['a text of two lines', { offers: [{ title: 'Labs', text: 'one\ntwo' }] }, OFFER_MESSAGES.textOneLine(1)],
    ['no list', { offers: 'Labs' }, OFFER_MESSAGES.notAList],
    ['no offers at all', { items: [] }, 'Unknown field "items" in the request.'],
  ])('refuses %s with a clear message and changes nothing', async (_case, body, message) => {
    const before = (await saved()).info;
    const refused = await agent.post(OFFERS).send(body).expect(400);
    expect(refused.body).toEqual({ success: false, message });
    expect((await saved()).info).toEqual(before);
  });

  it('hides the section with an empty list, kept as such', async () => {
    await agent.post(OFFERS).send({ offers: [] }).expect(200);
    expect((await saved()).info).toEqual([]);
    expect((await preview()).offers).toEqual([]);
  });

  it('is only for a signed-in school', async () => {
    await platform.agent().get(OFFERS).expect(401);
    await platform.agent().post(OFFERS).send({ offers: [] }).expect(401);
  });
});
