import { ENQUIRY_MESSAGES as M } from '@schoolpage/content-contract';
import { parse } from 'csv-parse/sync';
import { publishedSchool, verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { LimitCounter } from '../storage/persistence/limit-counter';
import { EnquiryClock } from './enquiry-clock';
import { EnquiryFormTokens } from './enquiry-form-token';
import { EnquiryIntake } from './enquiry-intake.service';
import { EnquiryRetention } from './enquiry-retention';
import { EnquiryStore } from './enquiry-store';
import { LeasedWork } from '../storage/leased-work';
import { LeaseRepository } from '../storage/persistence/lease.repository';

const ENQUIRY = '/api/web/enquiry';
const INBOX = '/api/dashboard/enquiries';
const SETTINGS = '/api/dashboard/enquiries/settings';
const NOW = Date.parse('2026-11-26T06:00:00.000Z');

describe('admission enquiries (the API)', () => {
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof verifiedAdmin>>;
  let organizationId: string;
  let slug: string;
  let clock: EnquiryClock;
  let tokens: EnquiryFormTokens;
  /** A token for the school's form, made `secondsAgo` before now (by the server's secret). */
  const tokenMade = (secondsAgo: number, forSchool = organizationId) => tokens.issue(forSchool, NOW - secondsAgo * 1000);
  const visitor = () => platform.agent();
  const form = (overrides: Record<string, unknown> = {}) => ({
    organizationId,
    studentName: 'Aarav Sharma',
    classSought: 'Class 3',
    parentName: 'Priya Sharma',
    phone: '98290 11111',
    email: 'priya@example.in',
    message: 'Is there a seat in Class 3?',
    consent: true,
    enquiryToken: tokenMade(20),
    ...overrides,
  });
  const inbox = async (query = '') => (await school.get(`${INBOX}${query}`).expect(200)).body.info;

  beforeAll(async () => {
    platform = await startTestPlatform();
    ({ agent: school, organizationId, slug } = await publishedSchool(platform));
    clock = platform.app.get(EnquiryClock);
    clock.now = () => NOW;
    tokens = platform.app.get(EnquiryFormTokens);
  });
  afterAll(() => platform.close());
  beforeEach(async () => {
    platform.app.get(EnquiryIntake).allowance = { perAddressPerHour: 1000, perSchoolPerHour: 1000 };
  });

  it('takes an enquiry, keeps it with the consent the parent gave, and e-mails the school', async () => {
    const mailsBefore = platform.outbox().length;
    expect((await visitor().post(ENQUIRY).send(form()).expect(200)).body).toEqual({ success: true, message: M.sent });
    const { items, total, newCount } = await inbox();
    expect(total).toBe(1);
    expect(newCount).toBe(1);
    expect(items[0]).toMatchObject({ studentName: 'Aarav Sharma', classSought: 'Class 3', phone: '+919829011111', status: 'new', note: '', createdAt: '2026-11-26T06:00:00.000Z' });
    expect(items[0].consentText).toContain('Green Valley School will use these details only to answer this admission enquiry');
    const mail = platform.outbox().slice(mailsBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('To: admin@greenvalley.edu');
    expect(mail[0]).toContain('Reply-To: priya@example.in');
    expect(mail[0]).toContain('Phone: +91 98290 11111');
  });

  it.each([
    ['no consent', { consent: false }, 'consent', M.consent],
    ['consent missing', { consent: undefined }, 'consent', M.consent],
    ['no student name', { studentName: '  ' }, 'studentName', M.studentName],
    ['no class', { classSought: '' }, 'classSought', M.classSought],
    ['no parent name', { parentName: '' }, 'parentName', M.parentName],
    ['a phone that is no number of India', { phone: '12345' }, 'phone', M.phone],
    ['a wrong e-mail', { email: 'priya@' }, 'email', M.email],
    ['a name too long', { studentName: 'A'.repeat(121) }, 'studentName', M.tooLong(120)],
    ['a message too long', { message: 'x'.repeat(2001) }, 'message', M.message],
  ])('refuses %s with the field’s message and stores nothing', async (_case, overrides, field, message) => {
    const before = await inbox();
    const mails = platform.outbox().length;
    const answer = (await visitor().post(ENQUIRY).send(form(overrides)).expect(400)).body;
    expect(answer.success).toBe(false);
    expect(answer.errors[field]).toBe(message);
    expect(await inbox()).toEqual(before);
    expect(platform.outbox()).toHaveLength(mails);
  });

  it('names every wrong field at once', async () => {
    const answer = (await visitor().post(ENQUIRY).send(form({ studentName: '', phone: 'call me', consent: false })).expect(400)).body;
    expect(Object.keys(answer.errors).sort()).toEqual(['consent', 'phone', 'studentName']);
  });

  it.each([
    ['the hidden field filled (a machine)', { website: 'http://spam.example' }, 400, M.refused],
    ['sent faster than a person fills it', { enquiryToken: () => tokenMade(1) }, 400, M.tooFast],
    ['no token', { enquiryToken: undefined }, 400, M.noStartTime],
    ['an empty token (a kept page sent without script)', { enquiryToken: '' }, 400, M.noStartTime],
    ['the browser’s own start time without a token (startedAt: 1)', { enquiryToken: undefined, startedAt: 1 }, 400, M.noStartTime],
    ['the browser’s own old start time with a fresh token', { enquiryToken: () => tokenMade(1), startedAt: 1 }, 400, M.tooFast],
    ['a token made long ago', { enquiryToken: () => tokenMade(25 * 60 * 60) }, 400, M.formExpired],
    ['another school’s token', { enquiryToken: () => tokenMade(20, 'another-school') }, 400, M.otherSchool],
    ['a token with its time moved back', { enquiryToken: () => tokenMade(1).replace(/^[^.]+/, (NOW - 60_000).toString(36)) }, 400, M.forged],
    ['a token signed with another secret', { enquiryToken: () => new EnquiryFormTokens('x'.repeat(48)).issue(organizationId, NOW - 20_000) }, 400, M.forged],
    ['a token that is no token', { enquiryToken: 'startedAt:1' }, 400, M.forged],
    ['an unknown school', { organizationId: 'nobody' }, 404, M.unknownSchool],
  ])('refuses %s and stores nothing', async (_case, overrides, status, message) => {
    const before = await inbox();
    const mails = platform.outbox().length;
    // A token is made when the case runs (the school's id is known then).
    const fields = Object.fromEntries(Object.entries(overrides).map(([name, value]) => [name, typeof value === 'function' ? (value as () => string)() : value]));
    expect((await visitor().post(ENQUIRY).send(form(fields)).expect(status)).body).toEqual({ success: false, message });
    expect(await inbox()).toEqual(before);
    expect(platform.outbox()).toHaveLength(mails);
  });

  it('gives the form’s script a fresh token, which takes an enquiry once a person could have filled the form', async () => {
    const answer = await visitor().get(`${ENQUIRY}/token?organizationId=${organizationId}`).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { token } = answer.body.info as { token: string };
    expect((await visitor().post(ENQUIRY).send(form({ enquiryToken: token, startedAt: 1 })).expect(400)).body.message).toBe(M.tooFast);
    clock.now = () => NOW + 3000;
    try {
      expect((await visitor().post(ENQUIRY).send(form({ enquiryToken: token, studentName: 'Fresh Token' })).expect(200)).body.success).toBe(true);
    } finally {
      clock.now = () => NOW;
    }
    await visitor().get(`${ENQUIRY}/token`).expect(400);
    await visitor().get(`${ENQUIRY}/token?organizationId=${encodeURIComponent('<script>')}`).expect(400);
  });

  it('refuses a body over the size limit', async () => {
    const before = await inbox();
    await visitor().post(ENQUIRY).send(form({ message: 'x'.repeat(200 * 1024) })).expect(413);
    expect(await inbox()).toEqual(before);
  });

  it('limits enquiries per address and per school, counted in the store, with Retry-After', async () => {
    const intake = platform.app.get(EnquiryIntake);
    const limits = platform.app.get(LimitCounter);
    await limits.clear('enquiry-address:127.0.0.1');
    await limits.clear('enquiry-address:::ffff:127.0.0.1');
    await limits.clear(`enquiry-school:${organizationId}`);
    intake.allowance = { perAddressPerHour: 2, perSchoolPerHour: 1000 };
    await visitor().post(ENQUIRY).send(form({ studentName: 'One' })).expect(200);
    await visitor().post(ENQUIRY).send(form({ studentName: 'Two' })).expect(200);
    const before = await inbox();
    const refused = await visitor().post(ENQUIRY).send(form({ studentName: 'Three' })).expect(429);
    expect(refused.body).toMatchObject({ success: false, message: M.tooMany, retryAfterSeconds: 3600 });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await inbox()).toEqual(before);

    intake.allowance = { perAddressPerHour: 1000, perSchoolPerHour: 1 };
    const school = await visitor().post(ENQUIRY).send(form({ studentName: 'Four' })).expect(429);
    expect(school.headers['retry-after']).toBeDefined();
  });

  it('works without script: a plain form POST leads to the thank-you page, or a page that says what to correct', async () => {
    const fields = { ...form(), consent: 'on' };
    const sent = await visitor().post(ENQUIRY).type('form').send(fields).expect(303);
    expect(sent.headers['location']).toBe(`/s/${slug}/enquiry-sent`);

    const { consent: _none, ...withoutConsent } = fields;
    const refused = await visitor().post(ENQUIRY).type('form').set('Referer', `http://localhost/s/${slug}/enquire`).send(withoutConsent).expect(400);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.text).toContain(M.consent);
    expect(refused.text).toContain(`href="/s/${slug}/enquire"`);
    // Styled in the page, under the school's name (a link home); nothing runs.
    expect(refused.text).toContain(`<header><a href="/s/${slug}">Green Valley School</a></header>`);
    expect(refused.text).toContain('<style>');
    expect(refused.text).not.toMatch(/<script|style=/);
    expect(refused.headers['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(refused.headers['content-security-policy']).toMatch(/script-src 'strict-dynamic'(;|$)/);

    // A form without a token (a page kept before, or made up) is sent again from the enquiry page, which makes a fresh one.
    const before = await inbox();
    const unstarted = await visitor().post(ENQUIRY).type('form').set('Referer', `http://localhost/s/${slug}/resource`).send({ ...fields, enquiryToken: '', startedAt: '1' }).expect(400);
    expect(unstarted.text).toContain(M.noStartTime.replace("'", '&#39;'));
    expect(unstarted.text).toContain(`<a class="back" href="/s/${slug}/enquire">Open the enquiry form</a>`);
    expect(unstarted.text).not.toContain('Back button');
    const expired = await visitor().post(ENQUIRY).type('form').send({ ...fields, enquiryToken: tokenMade(25 * 60 * 60) }).expect(400);
    expect(expired.text).toContain(M.formExpired);
    expect(expired.text).toContain(`<a class="back" href="/s/${slug}/enquire">Open the enquiry form</a>`);
    expect(await inbox()).toEqual(before);
  });

  it('lists newest first, in pages, filtered by status and class; changes status and note; deletes', async () => {
    for (const [index, classSought] of ['Class 1', 'Class 5', 'Class 5'].entries()) {
      clock.now = () => NOW + (index + 1) * 60_000;
      await visitor().post(ENQUIRY).send(form({ classSought, studentName: `Child ${index}` })).expect(200);
    }
    clock.now = () => NOW;
    const all = await inbox();
    expect(all.items[0].studentName).toBe('Child 2');
    expect((await inbox('?classSought=Class%205')).items.map((e: { studentName: string }) => e.studentName)).toEqual(['Child 2', 'Child 1']);
    const id = all.items[0].id;
    const changed = (await school.patch(`${INBOX}/${id}`).send({ status: 'visit-booked', note: 'Visit on Saturday' }).expect(200)).body;
    expect(changed).toMatchObject({ success: true, message: M.updated, info: { status: 'visit-booked', note: 'Visit on Saturday' } });
    expect((await inbox('?status=visit-booked')).items.map((e: { id: string }) => e.id)).toEqual([id]);
    expect((await inbox()).newCount).toBe(all.newCount - 1);
    expect((await school.patch(`${INBOX}/${id}`).send({ status: 'maybe' }).expect(400)).body.message).toBe(M.status);
    expect((await school.patch(`${INBOX}/${id}`).send({}).expect(400)).body.message).toBe(M.nothingToUpdate);
    expect((await school.patch(`${INBOX}/nothing`).send({ status: 'closed' }).expect(404)).body.message).toBe(M.notFound);
    expect((await inbox('?page=2')).items).toEqual([]);
    expect((await inbox('?page=1')).pageSize).toBe(20);

    await school.delete(`${INBOX}/${id}`).expect(200);
    expect((await inbox()).items.map((e: { id: string }) => e.id)).not.toContain(id);
    await school.delete(`${INBOX}/${id}`).expect(404);
  });

  it("keeps each school to its own enquiries, and the inbox to signed-in schools", async () => {
    const other = await verifiedAdmin(platform, { userId: 'otherschool', email: 'office@other.edu', organizationName: 'Other School' });
    expect((await other.get(INBOX).expect(200)).body.info.total).toBe(0);
    const someId = (await inbox()).items[0].id;
    await other.patch(`${INBOX}/${someId}`).send({ status: 'closed' }).expect(404);
    await other.delete(`${INBOX}/${someId}`).expect(404);
    await visitor().get(INBOX).expect(401);
    await visitor().get(`${INBOX}.csv`).expect(401);
  });

  it('exports CSV in UTF-8 with a BOM that reads back with Hindi names', async () => {
    clock.now = () => NOW + 10 * 60_000;
    await visitor().post(ENQUIRY).send(form({ studentName: 'आरव शर्मा', parentName: 'प्रिया शर्मा', message: '=HYPERLINK("x")' })).expect(200);
    const response = await school.get(`${INBOX}.csv`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse<Record<string, string>>(bytes, { bom: true, columns: true });
    expect(rows.length).toBe((await inbox()).total);
    expect(rows[0]).toMatchObject({ Student: 'आरव शर्मा', Parent: 'प्रिया शर्मा', 'Class sought': 'Class 3', Phone: "'+91 98290 11111", Message: `'=HYPERLINK("x")`, Status: 'New' });
  });

  it('keeps the school’s retention: 365 days unless an owner or editor sets from 30 to 365; bad input changes nothing', async () => {
    const other = await verifiedAdmin(platform, { userId: 'keeper', email: 'office@keeper.edu', organizationName: 'Keeper School' });
    expect((await school.get(SETTINGS).expect(200)).body).toEqual({ success: true, info: { retentionDays: 365 } });
    for (const bad of [{ retentionDays: 29 }, { retentionDays: 366 }, { retentionDays: 90.5 }, { retentionDays: '90' }, {}, { retentionDays: 90, extra: 1 }]) {
      const refused = (await school.post(SETTINGS).send(bad).expect(400)).body;
      expect(refused.success).toBe(false);
      if (!('extra' in bad)) expect(refused.message).toBe(M.retentionDays(30, 365));
    }
    expect((await school.get(SETTINGS).expect(200)).body.info).toEqual({ retentionDays: 365 });
    expect((await other.post(SETTINGS).send({ retentionDays: 30 }).expect(201)).body).toEqual({ success: true, message: M.settingsSaved, info: { retentionDays: 30 } });
    expect((await other.get(SETTINGS).expect(200)).body.info).toEqual({ retentionDays: 30 });
    expect((await school.get(SETTINGS).expect(200)).body.info).toEqual({ retentionDays: 365 });
    await visitor().get(SETTINGS).expect(401);
    await visitor().post(SETTINGS).send({ retentionDays: 30 }).expect(401);
  });

  it('deletes each school’s enquiries older than its own retention, once a day across instances (a clock the test sets)', async () => {
    const retention = platform.app.get(EnquiryRetention);
    await school.post(SETTINGS).send({ retentionDays: 60 }).expect(201);
    const total = (await inbox()).total;
    expect(total).toBeGreaterThan(0);
    // A second school with the default keeps its enquiry made the same day.
    const other = await verifiedAdmin(platform, { userId: 'defaultkeeper', email: 'office@default.edu', organizationName: 'Default School' });
    await other.post('/api/dashboard/profile/publish-web').expect(200);
    const otherId = (await other.get('/api/dashboard/profile/info').expect(200)).body.info._id;
    await visitor().post(ENQUIRY).send(form({ organizationId: otherId, enquiryToken: tokenMade(20, otherId) })).expect(200);

    clock.now = () => NOW + 59 * 86_400_000;
    expect(await retention.deleteExpired()).toBe(0);
    clock.now = () => NOW + 61 * 86_400_000;
    expect(await retention.runDaily()).toBe(total);
    expect((await inbox()).total).toBe(0);
    expect((await other.get(INBOX).expect(200)).body.info.total).toBe(1);
    // The day's lease is kept: another instance's run the same day does nothing.
    const otherInstance = new EnquiryRetention(platform.app.get(EnquiryStore), new LeasedWork(platform.app.get(LeaseRepository)), clock, 365);
    expect(await otherInstance.runDaily()).toBeUndefined();
    clock.now = () => NOW + 366 * 86_400_000;
    expect(await retention.deleteExpired()).toBe(1);
    expect((await other.get(INBOX).expect(200)).body.info.total).toBe(0);
    clock.now = () => NOW;
  });
});
