import { LANGUAGE_MESSAGES, LANGUAGES_API_PATH, LIST_SECTIONS } from '@schoolpage/content-contract';
import { verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Agent = Awaited<ReturnType<typeof verifiedAdmin>>;
type Content = Record<string, unknown> & { id?: string };

const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const HINDI = 'हिन्दी पाठ';

/**
 * The routes that carry the school's texts, each with a body of Hindi texts; `edits` when the route changes texts
 * the site already has in English (so its Hindi answer must show them), not when it would add an item.
 */
interface TextWrite {
  body: (site: Content) => Record<string, unknown>;
  /** The concrete path, when the route names an item. */
  path?: (site: Content) => string;
  multipart?: boolean;
  edits: boolean | ((site: Content) => boolean);
}

const firstId = (site: Content, list: string): string => (site[list] as Content[] | undefined)?.[0]?.id ?? 'none';

/** A list section's Hindi texts for its fields of kind 'text'. */
function listTexts(list: keyof typeof LIST_SECTIONS): Record<string, unknown> {
  return Object.fromEntries(LIST_SECTIONS[list].fields.filter((field) => field.kind === 'text').map((field) => [field.form, `${HINDI} ${field.form}`]));
}

function textWrites(): Map<string, TextWrite> {
  const writes = new Map<string, TextWrite>([
    ['post /api/dashboard/home/orginfo', { body: () => ({ organizationName: 'ग्रीन वैली स्कूल', welcomeMessage: 'स्वागत है' }), multipart: true, edits: true }],
    ['post /api/dashboard/home/text-logo', { body: () => ({ startLogo: 'ग्रीन', endLogo: 'वैली' }), edits: true }],
    ['post /api/dashboard/home/offers', { body: (site) => ({ offers: (site.offers as unknown[]).map((_, i) => ({ title: `${HINDI} ${i}` })) }), edits: true }],
    ['post /api/dashboard/contact/address', { body: () => ({ address: 'मुख्य मार्ग, देहरादून', officeHours: 'सुबह 8 से 2' }), edits: true }],
    ['post /api/dashboard/alert', { body: () => ({ message: 'कल स्कूल बंद रहेगा', level: 'warning' }), edits: true }],
    ['post /api/dashboard/disclosure', { body: () => ({ general: { principalName: 'श्रीमती शर्मा' } }), edits: true }],
    ['post /api/dashboard/pages', { body: () => ({ title: 'शुल्क', slug: 'shulk', body: doc(HINDI) }), edits: false }],
    ['patch /api/dashboard/pages/:id', { path: (site) => `/api/dashboard/pages/${firstId(site, 'pages')}`, body: () => ({ title: 'शुल्क संरचना', body: doc(HINDI) }), edits: true }],
    ['post /api/dashboard/news', { body: () => ({ title: 'खेल दिवस', body: doc(HINDI) }), edits: false }],
    ['patch /api/dashboard/news/:id', { path: (site) => `/api/dashboard/news/${firstId(site, 'news')}`, body: () => ({ title: 'वार्षिक दिवस', summary: 'सारांश', body: doc(HINDI) }), edits: true }],
    ['post /api/dashboard/our-members/member', { body: () => ({ memberType: 'faculty', fullName: 'श्री गुप्ता' }), edits: false }],
    ['post /api/dashboard/notice-course/category', { body: () => ({ category: 'विज्ञान' }), edits: false }],
    ['patch /api/dashboard/notice-course/category/:item', { path: (site) => `/api/dashboard/notice-course/category/${firstId(site, 'courses')}`, body: () => ({ category: 'विज्ञान' }), edits: true }],
    ['post /api/dashboard/notice-course/course', { body: () => ({ courseName: 'भौतिकी', category: 'Science' }), edits: false }],
    [
      'patch /api/dashboard/notice-course/course/:id',
      { path: (site) => `/api/dashboard/notice-course/course/${((site.courses as { course: Content[] }[])[0].course[0].id as string) ?? 'none'}`, body: () => ({ courseName: 'भौतिकी', duration: 'दो वर्ष' }), edits: true },
    ],
  ]);
  for (const section of Object.values(LIST_SECTIONS)) {
    const texts = listTexts(section.list);
    if (Object.keys(texts).length === 0) continue;
    const add = `post ${section.addPath ?? section.path}`;
    if (!writes.has(add)) writes.set(add, { body: () => texts, edits: false });
    writes.set(`patch ${section.path}/:item`, {
      path: (site) => `${section.path}/${section.plain ? '0' : firstId(site, section.list)}`,
      body: () => texts,
      edits: (site: Content) => (site[section.list] as unknown[]).length > 0,
    });
  }
  return writes;
}

/** Dashboard routes that write no text of the school: each answers with `?lang` as it does without. */
const NO_TEXT = [
  /^delete /,
  /\/move$/,
  /^post \/api\/dashboard\/(brand|languages|template\/template-update|trash\/:id\/restore|visible\/empty-sections)$/,
  /^post \/api\/dashboard\/profile\//,
  /^post \/api\/dashboard\/(disclosure\/documents|team|two-step|enquiries|approvals|rich-text)\//,
  /^patch \/api\/dashboard\/enquiries\/:id$/,
  // A domain, a check of it, a restore of an earlier version: no text is typed.
  /^post \/api\/dashboard\/(domain|domain\/check|history\/:versionId\/restore|history\/:id\/restore)$/,
];

/** Every dashboard write route, read from Express's route table. */
function writeRoutes(platform: TestPlatform): [Method, string][] {
  const express = platform.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const routes = express.router.stack.flatMap((layer) =>
    layer.route && layer.route.path.startsWith('/api/dashboard/')
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== '_all' && m !== 'get')
          .map((method): [Method, string] => [method as Method, layer.route!.path])
      : [],
  );
  return [...new Map(routes.map((r) => [r.join(' '), r])).values()];
}

describe('no language overwrites another: every dashboard write with ?lang=hi', () => {
  let platform: TestPlatform;
  let agent: Agent;
  let slug: string;

  const site = async (lang?: string): Promise<Content> =>
    (await agent.get(`/api/dashboard/template/preview-content${lang ? `?lang=${lang}` : ''}`).expect(200)).body.info as Content;
  /** What readers of a language get: the dashboard's whole content, the alert, the disclosure, pages and news; in English the public answer too. */
  const answers = async (lang?: string) => {
    const query = lang ? `?lang=${lang}` : '';
    const dashboard = await Promise.all(
      ['template/preview-content', 'alert', 'disclosure', 'pages', 'news'].map(async (route) => (await agent.get(`/api/dashboard/${route}${query}`)).text),
    );
    return JSON.stringify(lang ? dashboard : [...dashboard, (await platform.agent().get(`/api/web/all-content?slug=${slug}`)).text]);
  };
  const english = () => answers();

  beforeAll(async () => {
    platform = await startTestPlatform({ ACCOUNT_WRITES_PER_MINUTE: '100000', ACCOUNT_UPLOADS_PER_MINUTE: '100000' });
    agent = await verifiedAdmin(platform);
    await agent.post('/api/dashboard/home/orginfo').field('organizationName', 'Green Valley School').field('welcomeMessage', 'Welcome to Green Valley.').expect(200);
    await agent.post('/api/dashboard/home/text-logo').send({ startLogo: 'Green', endLogo: 'Valley' }).expect(200);
    await agent.post('/api/dashboard/contact/address').send({ address: 'Main Road, Dehradun', officeHours: '8 to 2' }).expect(200);
    await agent.post('/api/dashboard/alert').send({ message: 'School closed tomorrow', level: 'warning' }).expect(200);
    await agent.post('/api/dashboard/disclosure').send({ general: { principalName: 'Mrs Sharma' } }).expect(200);
    await agent.post('/api/dashboard/pages').send({ title: 'Fees', slug: 'fees', body: doc('Our fees.') }).expect(201);
    await agent.post('/api/dashboard/news').send({ title: 'Sports day', summary: 'Races', body: doc('It was fun.') }).expect(201);
    await agent.post('/api/dashboard/notice-course/category').send({ category: 'Science' }).expect(201);
    await agent.post('/api/dashboard/notice-course/course').send({ courseName: 'Physics', category: 'Science', duration: 'Two years' }).expect(201);
    await agent.post('/api/dashboard/our-members/member').send({ memberType: 'faculty', fullName: 'Mr Gupta' }).expect(201);
    for (const section of Object.values(LIST_SECTIONS)) {
      if (section.file?.required || section.list === 'facultyMember' || section.list === 'staffMember') continue;
      const body = Object.fromEntries(
        section.fields
          .filter((field) => field.required || field.kind === 'text')
          .map((field) => [field.form, field.kind === 'date' ? '2026-12-01' : field.kind === 'httpUrl' ? 'https://example.org/school' : `English ${field.form}`]),
      );
      await agent.post(section.path).send(body).expect(201);
    }
    await agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi'] }).expect(200);
    await agent.post('/api/dashboard/profile/publish-web').expect(200);
    slug = (await agent.get('/api/dashboard/profile/info').expect(200)).body.info.slug;
  });
  afterAll(() => platform.close());

  it('knows what every write route of the route table does with a language', () => {
    const writes = textWrites();
    const unknown = writeRoutes(platform)
      .map(([method, path]) => `${method} ${path}`)
      .filter((route) => !writes.has(route) && !NO_TEXT.some((rule) => rule.test(route)));
    expect(unknown).toEqual([]);
  });

  it('changes the Hindi texts only: the English answers are byte for byte the same after each', async () => {
    const writes = textWrites();
    const wrong: string[] = [];
    // The answers read after one write are those before the next (nothing happens in between): each is read once.
    let before = await english();
    let hindiBefore: string | undefined;
    for (const [method, path] of writeRoutes(platform)) {
      const write = writes.get(`${method} ${path}`);
      if (!write) continue;
      hindiBefore ??= await answers('hi');
      const current = await site();
      const address = `${write.path ? write.path(current) : path}?lang=hi`;
      const body = write.body(current);
      const call = agent[method](address);
      const response = write.multipart ? await Object.entries(body).reduce((form, [name, value]) => form.field(name, String(value)), call) : await call.send(body);
      const edits = typeof write.edits === 'function' ? write.edits(current) : write.edits;
      const after = await english();
      if (after !== before) wrong.push(`${method} ${path}: the English answers changed`);
      before = after;
      let hindiAfter: string | undefined;
      if (edits && (response.status >= 300 || (hindiAfter = await answers('hi')) === hindiBefore)) {
        wrong.push(`${method} ${path}: the Hindi texts were not saved (${response.status} ${String(response.body?.message ?? '')})`);
      }
      if (!edits && response.status < 300) wrong.push(`${method} ${path}: added an item in Hindi to the English site`);
      // Unless read just now, the Hindi answers are read again before the next write.
      hindiBefore = hindiAfter;
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses a new item typed in Hindi with a clear message, and asks for it in the default language first', async () => {
    const before = await english();
    const refused = await agent.post('/api/dashboard/about/faq?lang=hi').send({ question: 'क्या बस है?', answer: 'हाँ' }).expect(400);
    expect(refused.body).toEqual({ success: false, message: LANGUAGE_MESSAGES.addInDefault });
    expect(await english()).toBe(before);
  });

  it('keeps the English alert for English readers and the Hindi one for Hindi readers', async () => {
    expect((await agent.get('/api/dashboard/alert').expect(200)).body.info).toMatchObject({ message: 'School closed tomorrow', level: 'warning' });
    expect((await agent.get('/api/dashboard/alert?lang=hi').expect(200)).body.info).toMatchObject({ message: 'कल स्कूल बंद रहेगा' });
  });

  it('shows a new English alert in Hindi in English until it is translated again', async () => {
    await agent.post('/api/dashboard/alert').send({ message: 'Sports day on Friday', level: 'info' }).expect(200);
    expect((await agent.get('/api/dashboard/alert?lang=hi').expect(200)).body.info).toMatchObject({ message: 'Sports day on Friday', level: 'info' });
  });

  it('answers a write that has no text as without ?lang, with no translation report', async () => {
    const brand = { color: '#114477', headingFont: 'system' };
    const withLang = await agent.post('/api/dashboard/brand?lang=hi').send(brand);
    const without = await agent.post('/api/dashboard/brand').send(brand);
    expect(withLang.status).toBe(without.status);
    expect(withLang.body).toEqual(without.body);
    const [first] = (await agent.get('/api/dashboard/about/faq').expect(200)).body.info as { id: string }[];
    const removed = await agent.delete(`/api/dashboard/about/faq/0?lang=hi`).expect(200);
    expect(removed.body).not.toHaveProperty('translation');
    expect(((await agent.get('/api/dashboard/about/faq').expect(200)).body.info as { id: string }[]).map((item) => item.id)).not.toContain(first.id);
  });
});
