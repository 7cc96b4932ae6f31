import fc from 'fast-check';
import type { Test } from 'supertest';
import { signedInAdmin, ADMIN } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile, pixelBomb, pngImage } from '../testing/upload-fixtures';
import { SiteRepository } from '../storage/persistence/site.repository';

/**
 * Property-based fuzzing of every API route the platform registers: random path parameters, query
 * strings and bodies (JSON of any shape, text, forms, multipart with and without files). Whatever comes
 * in, the API never answers 5xx, every refusal is a JSON `{ success: false, message }`, and a refused
 * request leaves the signed-in school's site exactly as it was (same version).
 * FUZZ_RUNS (default 10) requests per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

interface Route {
  method: 'get' | 'post' | 'delete';
  path: string;
}

/** Names the routes read, so generated bodies often come close to something valid. */
const FIELD_NAMES = [
  'question', 'answer', 'eventTitle', 'eventDate', 'index', 'id', 'stepTitle', 'content', 'formTitle', 'category', 'courseName',
  'courseTitle', 'fee', 'duration', 'noticeTitle', 'address', 'latitude', 'longitude', 'phone', 'email', 'officeHours',
  'socialMediaName', 'socialMediaURL', 'templateId', 'startLogo', 'endLogo', 'vision', 'mission', 'sliderQuote', 'activitieTitle',
  'activitieContent', 'tagLine', 'facilityName', 'facilityContent', 'overviewContent', 'organizationName', 'welcomeMessage',
  'memberType', 'fullName', 'designation', 'qualification', 'userId', 'password', 'otp', 'newPassword', 'name', 'message',
  'country', 'slug', 'searchValue', 'organizationId', '__proto__', 'constructor',
];
const FILE_FIELDS = [
  'organizationImage', 'organizationLogo', 'overviewImage', 'sliderImage', 'activitieImage', 'galleryImage', 'historyImage',
  'facilityImage', 'applicationForm', 'memberImage', 'noticeFile', 'socialMediaLogo', 'file',
];
/** Path segments known to trip parsers: hex, blanks, exponents, dots, broken escapes. */
const TRICKY_SEGMENTS = ['0', '1', '-1', '0x1', '%200', '%20', '1e3', '1.0', '+1', '..', '%2e%2e', '%2F', 'null', 'true', '%00', '%E0%A4%A', '%', '99999999999999999999', 'Infinity', '٣'];

/**
 * Any code point but a lone surrogate (encodeURIComponent refuses those): what fast-check's `unit: 'binary'` gives,
 * without the table of all 1,114,112 code points it builds when the arbitrary is made (about 2 s of CPU).
 */
const codePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code));
const segment = fc.oneof(
  fc.nat({ max: 12 }).map(String),
  fc.constantFrom(...TRICKY_SEGMENTS),
  fc.string({ maxLength: 20, unit: codePoint }).map(encodeURIComponent),
);
const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/) });
const scalar = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(...TRICKY_SEGMENTS.map(decodeSafely)));
const jsonValue = fc.oneof({ weight: 3, arbitrary: scalar }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
const textValue = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', ' ', '[1,2]', '["a"]', '{}', 'nbl', 'faculty', 'https://example.org', '2026-03-01'));

const query = fc.dictionary(fieldName, fc.oneof(textValue, fc.array(textValue, { maxLength: 3 })), { maxKeys: 3 });

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw-json'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; fields: [string, string][]; file?: { field: string; data: 'png' | 'pdf' | 'bomb' | Uint8Array } };

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({ kind: fc.constant('json' as const), value: fc.oneof({ weight: 4, arbitrary: fc.dictionary(fieldName, jsonValue, { maxKeys: 6 }) }, { weight: 1, arbitrary: jsonValue }) }),
  fc.record({ kind: fc.constant('raw-json' as const), text: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', 'null', '"x"', '1', '[', '{"a":', 'true')) }),
  fc.record({ kind: fc.constant('text' as const), text: fc.string({ maxLength: 60 }) }),
  fc.record({ kind: fc.constant('form' as const), fields: fc.dictionary(fieldName, textValue, { maxKeys: 5 }) }),
  fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.array(fc.tuple(fieldName, textValue), { maxLength: 6 }),
    file: fc.option(
      fc.record({
        field: fc.oneof(fc.constantFrom(...FILE_FIELDS), fieldName),
        data: fc.oneof(fc.constantFrom('png' as const, 'pdf' as const, 'bomb' as const), fc.uint8Array({ maxLength: 64 })),
      }),
      { nil: undefined },
    ),
  }),
);

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every route the API answers, as the router holds them (`:name` and `*name` parameters). */
function apiRoutes(platform: TestPlatform): Route[] {
  const stack = platform.app.getHttpAdapter().getInstance().router.stack as { route?: { path: string; methods: Record<string, boolean> } }[];
  const routes: Route[] = [];
  for (const layer of stack) {
    if (!layer.route?.path.startsWith('/api/')) continue;
    for (const method of Object.keys(layer.route.methods)) {
      if (method === 'get' || method === 'post' || method === 'delete') routes.push({ method, path: layer.route.path });
    }
  }
  return routes;
}

describe('API fuzzing', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  let organizationId: string;
  let files: { png: Buffer; pdf: Buffer; bomb: Buffer };
  const siteVersion = async () => (await platform.app.get(SiteRepository).find(organizationId))?.version;

  beforeAll(async () => {
    platform = await startTestPlatform({ ACCOUNT_WRITES_PER_MINUTE: '100000', ACCOUNT_UPLOADS_PER_MINUTE: '100000' });
    agent = await signedInAdmin(platform);
    organizationId = (await agent.get('/api/dashboard/profile/info').expect(200)).body.info._id;
    files = { png: await pngImage(), pdf: pdfFile(), bomb: pixelBomb() };
    // Some content, so deletes and updates have something to hit.
    await agent.post('/api/dashboard/about/faq').send({ question: 'Open?', answer: 'Yes.' }).expect(201);
    await agent.post('/api/dashboard/academics/calendar-of-event').send({ eventTitle: 'Sports day', eventDate: '2026-03-01' }).expect(201);
    await agent.post('/api/dashboard/notice-course/category').send({ category: 'Masters' }).expect(201);
    await agent.post('/api/dashboard/contact/address').send({ address: '12 School Road', phone: ['9876543210'] }).expect(200);
  });
  afterAll(() => platform.close());

  function send(route: Route, path: string, search: Record<string, string | string[]>, payload: Body): Test {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(search)) for (const v of [value].flat()) params.append(key, v);
    const url = params.size ? `${path}?${params}` : path;
    const request = agent[route.method](url);
    switch (payload.kind) {
      case 'none':
        return request;
      case 'json':
        return request.set('Content-Type', 'application/json').send(JSON.stringify(payload.value) ?? 'null');
      case 'raw-json':
        return request.set('Content-Type', 'application/json').send(payload.text);
      case 'text':
        return request.set('Content-Type', 'text/plain').send(payload.text);
      case 'form':
        return request.type('form').send(payload.fields);
      case 'multipart': {
        let multipart = request;
        for (const [name, value] of payload.fields) multipart = multipart.field(name, value);
        if (payload.file) {
          const { field, data } = payload.file;
          const bytes = typeof data === 'string' ? files[data] : Buffer.from(data);
          multipart = multipart.attach(field, bytes, 'upload.bin');
        }
        // A multipart body needs at least one part.
        return payload.fields.length || payload.file ? multipart : multipart.field('nothing', '');
      }
    }
  }

  it('covers every route the API registers', () => {
    const routes = apiRoutes(platform).map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toEqual(expect.arrayContaining(['delete /api/dashboard/academics/calendar-of-event', 'post /api/dashboard/contact/address', 'get /api/files/:key']));
  });

  /** The routes made for a browser's plain form as well as for JSON: a parent's admission enquiry (#28), a request for updates (#48). */
  const ENQUIRY = '/api/web/enquiry';
  const FORM_ROUTES = [ENQUIRY, '/api/web/subscriptions'];

  it('never answers 5xx, refuses in plain JSON, and a refusal changes nothing', async () => {
    const routes = apiRoutes(platform);
    for (const route of routes) {
      const request = fc.record({ segments: fc.array(segment, { minLength: 1, maxLength: 3 }), search: query, payload: body });
      await fc.assert(
        fc.asyncProperty(request, async ({ segments, search, payload }) => {
          const path = route.path.replace(/:(\w+)/g, () => segments[0]).replace(/\*(\w+)/g, () => segments.join('/'));
          const before = await siteVersion();
          const response = await send(route, path, search, payload);
          const where = `${route.method.toUpperCase()} ${path} ${JSON.stringify(payload).slice(0, 300)}`;
          if (response.status >= 500) throw new Error(`${where} answered ${response.status}: ${response.text.slice(0, 300)}`);
          if (response.status >= 400 && FORM_ROUTES.includes(route.path) && payload.kind === 'form') {
            // A parent's plain form (no script) is answered with a page that says what to correct.
            if (!/text\/html/.test(String(response.headers['content-type']))) throw new Error(`${where} refused a plain form without a page: ${response.status}`);
            if ((await siteVersion()) !== before) throw new Error(`${where} was refused (${response.status}) but changed the site`);
          } else if (response.status >= 400) {
            if (!/application\/json/.test(String(response.headers['content-type'])) || response.body?.success !== false || typeof response.body?.message !== 'string' || !response.body.message.trim()) {
              throw new Error(`${where} refused without a plain JSON message: ${response.status} ${response.text.slice(0, 300)}`);
            }
            // Beside its message, a refusal may say how many seconds to wait before trying again.
            // The forms' refusals also name each field's problem (`errors`, by field).
            const { success: _success, message: _message, retryAfterSeconds, ...extra } = response.body as Record<string, unknown>;
            if (FORM_ROUTES.includes(route.path) && typeof extra['errors'] === 'object') delete extra['errors'];
            if (Object.keys(extra).length > 0 || (retryAfterSeconds !== undefined && !(typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0))) {
              throw new Error(`${where} refused with extra fields: ${response.text}`);
            }
            const after = await siteVersion();
            if (after !== before) throw new Error(`${where} was refused (${response.status} ${response.body.message}) but changed the site`);
          }
          if (route.path === '/api/auth/logout' && response.status < 300) {
            await agent.post('/api/auth/login').send({ userId: ADMIN.userId, password: ADMIN.password }).expect(200);
          }
        }),
        { numRuns: RUNS },
      );
    }
  }, 120_000);
});
