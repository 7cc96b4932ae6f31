import { LANGUAGES_API_PATH } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Agent = Awaited<ReturnType<typeof signedInAdmin>>;
interface Version {
  id: string;
  state: unknown;
}

const HISTORY = '/api/dashboard/history';

/** Issue #47: the single sections, contact details, brand, template choice, disclosure and the languages' texts each keep their versions. */
describe('version history of each kind of thing', () => {
  let platform: TestPlatform;
  let agent: Agent;
  const versions = async (thing: string) => (await agent.get(HISTORY).query({ thing }).expect(200)).body.info as { total: number; versions: Version[] };
  const changes = async (version: Version) => (await agent.get(`${HISTORY}/${version.id}`).expect(200)).body.info.changes as unknown[];
  const restore = (version: Version) => agent.post(`${HISTORY}/${version.id}/restore`).expect(200);

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform, { userId: 'historythings', email: 'historythings@school.test' });
  });
  afterAll(() => platform.close());

  it('a single section (the text logo), field by field', async () => {
    await agent.post('/api/dashboard/home/text-logo').send({ startLogo: 'Hill', endLogo: 'Top' }).expect(200);
    await agent.post('/api/dashboard/home/text-logo').send({ startLogo: 'Hill', endLogo: 'View' }).expect(200);
    const [second, first] = (await versions('section:textLogo')).versions;
    expect(await changes(second)).toEqual([{ kind: 'changed', itemId: null, fields: [{ field: 'endLogo', old: 'Top', new: 'View' }] }]);
    await restore(first);
    expect((await agent.get('/api/dashboard/home/text-logo').expect(200)).body.info).toEqual({ startLogo: 'Hill', endLogo: 'Top' });
  });

  it('the contact details', async () => {
    const contact = (address: string) => ({ address, latitude: '', longitude: '', phone: ['0135 271 2345'], email: ['office@school.test'], officeHours: '' });
    await agent.post('/api/dashboard/contact/address').send(contact('12 Valley Road')).expect(200);
    await agent.post('/api/dashboard/contact/address').send(contact('14 Valley Road')).expect(200);
    const [second, first] = (await versions('section:contactDetails')).versions;
    expect(await changes(second)).toEqual([{ kind: 'changed', itemId: null, fields: [{ field: 'address', old: '12 Valley Road', new: '14 Valley Road' }] }]);
    await restore(first);
    expect((await agent.get('/api/dashboard/contact/address').expect(200)).body.info.address).toBe('12 Valley Road');
  });

  it('the brand', async () => {
    await agent.post('/api/dashboard/brand').send({ color: '#ffdd00', headingFont: 'merriweather' }).expect(200);
    await agent.post('/api/dashboard/brand').send({ color: '#123456', headingFont: 'merriweather' }).expect(200);
    const [, first] = (await versions('section:brand')).versions;
    await restore(first);
    expect((await agent.get('/api/dashboard/brand').expect(200)).body.info).toEqual({ color: '#ffdd00', headingFont: 'merriweather' });
  });

  it('the template choice', async () => {
    const before = (await agent.get('/api/dashboard/template/template-state').expect(200)).body;
    expect(before.historyKey).toBe('section:template');
    await agent.post('/api/dashboard/template/template-update').send({ templateId: 'nbl' }).expect(200);
    const listed = (await versions('section:template')).versions;
    expect(listed.map((version) => version.state)).toEqual(['nbl', before.info.templateName]);
    expect(await changes(listed[0])).toEqual([{ kind: 'changed', itemId: null, fields: [{ field: 'template', old: before.info.templateName, new: 'nbl' }] }]);
    await restore(listed[1]);
    expect((await agent.get('/api/dashboard/template/template-state').expect(200)).body.info.templateName).toBe(before.info.templateName);
    expect((await versions('section:template')).total).toBe(3);
  });

  it('the disclosure', async () => {
    await agent.post('/api/dashboard/profile/board').send({ board: 'CBSE' }).expect(200);
    await agent.post('/api/dashboard/disclosure').send({ general: { schoolName: 'Hill Top School' } }).expect(200);
    await agent.post('/api/dashboard/disclosure').send({ general: { schoolName: 'Hill View School' } }).expect(200);
    const [second, first] = (await versions('disclosure')).versions;
    expect(JSON.stringify(await changes(second))).toContain('Hill View School');
    await restore(first);
    expect((await agent.get('/api/dashboard/disclosure').expect(200)).body.info.general.schoolName).toBe('Hill Top School');
  });

  it("the site's languages and their texts", async () => {
    await agent.post('/api/dashboard/about/faq').send({ question: 'Is there a bus?', answer: 'Yes.' }).expect(201);
    await agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi'] }).expect(200);
    expect((await versions('section:languages')).total).toBe(2);
    const [item] = (await agent.get('/api/dashboard/about/faq').expect(200)).body.info as { id: string }[];
    await agent.patch(`/api/dashboard/about/faq/${item.id}?lang=hi`).send({ question: 'क्या बस है?' }).expect(200);
    await agent.patch(`/api/dashboard/about/faq/${item.id}?lang=hi`).send({ question: 'क्या स्कूल बस है?' }).expect(200);
    const [second, first] = (await versions('section:translations')).versions;
    expect(JSON.stringify(await changes(second))).toContain('क्या स्कूल बस है?');
    await restore(first);
    expect((await agent.get(`/api/dashboard/about/faq?lang=hi`).expect(200)).body.info[0].question).toBe('क्या बस है?');
    expect((await agent.get('/api/dashboard/about/faq').expect(200)).body.info[0].question).toBe('Is there a bus?');
  });
});
