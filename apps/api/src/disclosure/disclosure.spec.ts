import { DISCLOSURE_DOCUMENT_KINDS, DISCLOSURE_MESSAGES, DISCLOSURE_ITEM_COUNT } from '@schoolpage/content-contract';
import { FULL_DISCLOSURE_PARTS } from '@schoolpage/content-contract/sample';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile, pngImage } from '../testing/upload-fixtures';
import { DisclosureClock } from './disclosure-clock';
import { DisclosureReminders } from './disclosure-reminders';

const DISCLOSURE = '/api/dashboard/disclosure';
const DOCUMENTS = `${DISCLOSURE}/documents`;

const FULL = FULL_DISCLOSURE_PARTS;

describe('Mandatory Public Disclosure (the dashboard API)', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  let clock: DisclosureClock;
  const setToday = (day: string) => (clock.now = () => new Date(`${day}T06:00:00.000Z`));
  const info = async () => (await agent.get(DISCLOSURE).expect(200)).body.info;
  const upload = (kind: string, fields: Record<string, string>, file: Buffer = pdfFile(), name = 'document.pdf') => {
    const request = agent.post(`${DOCUMENTS}/${kind}`);
    for (const [field, value] of Object.entries(fields)) request.field(field, value);
    return request.attach('file', file, name);
  };
  const documentOf = async (kind: string) => (await info()).documents.find((d: { kind: string }) => d.kind === kind);

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
    clock = platform.app.get(DisclosureClock);
    setToday('2026-11-26');
  });
  afterAll(() => platform.close());

  it("keeps the school's board in its profile; only a board of the list is taken", async () => {
    expect((await agent.get('/api/dashboard/profile/info').expect(200)).body.info.board).toBeNull();
    expect((await agent.post('/api/dashboard/profile/board').send({ board: 'Mars board' }).expect(400)).body).toEqual({ success: false, message: DISCLOSURE_MESSAGES.board });
    expect((await agent.post('/api/dashboard/profile/board').send({ board: 'CBSE' }).expect(200)).body).toEqual({ success: true, message: DISCLOSURE_MESSAGES.boardSaved, info: 'CBSE' });
    expect((await agent.get('/api/dashboard/profile/info').expect(200)).body.info.board).toBe('CBSE');
  });

  it('starts from what the school entered: name, address, e-mail, phone, and the principal from the faculty list', async () => {
    await agent.post('/api/dashboard/contact/address').send({ address: '12 Valley Road, Dehradun', latitude: '', longitude: '', phone: ['0135 271 2345'], email: ['office@greenvalley.edu'], officeHours: '' }).expect(200);
    await agent.post('/api/dashboard/our-members/member').send({ memberType: 'faculty', fullName: 'Ravi Kumar', designation: 'Vice Principal', qualification: '["M.A."]', email: '[]', phone: '[]' });
    await agent.post('/api/dashboard/our-members/member').send({ memberType: 'faculty', fullName: 'Asha Rao', designation: 'Principal', qualification: '["M.Sc.","B.Ed."]', email: '[]', phone: '[]' });
    const start = await info();
    expect(start.general).toEqual({
      schoolName: 'Green Valley School',
      address: '12 Valley Road, Dehradun',
      email: 'office@greenvalley.edu',
      phone: '0135 271 2345',
      principalName: 'Asha Rao',
      principalQualification: 'M.Sc., B.Ed.',
    });
    expect(start.prefilled).toEqual(['schoolName', 'address', 'principalName', 'principalQualification', 'email', 'phone']);
    expect(start.documents).toHaveLength(13);
    expect(start.documents.map((d: { kind: string }) => d.kind)).toEqual(DISCLOSURE_DOCUMENT_KINDS);
    expect(start.documents[0]).toMatchObject({ kind: 'affiliation-letter', status: 'missing', fileUrl: null, title: expect.stringContaining('affiliation') });
    expect(start.completeness.missing).toHaveLength(DISCLOSURE_ITEM_COUNT - 6);
    expect(start.updatedAt).toBeNull();
  });

  it.each([
    [{ general: { udiseCode: '1234' } }, DISCLOSURE_MESSAGES.udiseCode],
    [{ general: { pinCode: '012345' } }, DISCLOSURE_MESSAGES.pinCode],
    [{ general: { affiliationNumber: '21304' } }, DISCLOSURE_MESSAGES.cbseAffiliationNumber],
    [{ general: { schoolCode: '451' } }, DISCLOSURE_MESSAGES.cbseSchoolCode],
    [{ general: { email: 'office@' } }, DISCLOSURE_MESSAGES.email],
    [{ general: { phone: '12' } }, DISCLOSURE_MESSAGES.phone],
    [{ academics: { boardResults: [{ year: 2025, className: 'X', registered: 10, passed: 11 }] } }, DISCLOSURE_MESSAGES.passedOverRegistered(2025, 'X')],
    [{ infrastructure: { inspectionVideoUrl: 'https://vimeo.com/1234567' } }, DISCLOSURE_MESSAGES.youtube],
    [{}, DISCLOSURE_MESSAGES.nothingToSave],
  ])('refuses %o with a clear message and changes nothing', async (body, message) => {
    const before = await info();
    expect((await agent.post(DISCLOSURE).send(body).expect(400)).body).toEqual({ success: false, message });
    expect(await info()).toEqual(before);
  });

  it('saves the parts, computes pass % and the teacher-section ratio, and dates the change', async () => {
    const saved = (await agent.post(DISCLOSURE).send(FULL).expect(200)).body;
    expect(saved).toMatchObject({ success: true, message: DISCLOSURE_MESSAGES.saved });
    expect(saved.info.general).toEqual(FULL.general);
    expect(saved.info.prefilled).toEqual([]);
    expect(saved.info.academics.boardResults.map((r: { passPercent: number }) => r.passPercent)).toEqual([97.9, 100, 97.8]);
    expect(saved.info.staff.teacherSectionRatio).toBe(1.5);
    expect(saved.info.updatedAt).toBe('2026-11-26T06:00:00.000Z');
    expect(saved.info.completeness).toMatchObject({ percent: Math.floor((29 / 42) * 100), expiring: [], expired: [] });
    expect(saved.info.completeness.missing).toHaveLength(13);
    // A part sent alone replaces that part only.
    await agent.post(DISCLOSURE).send({ staff: { ...FULL.staff, sections: undefined, teacherSectionRatio: 1.4 } }).expect(200);
    expect((await info()).staff.teacherSectionRatio).toBe(1.4);
    expect((await info()).general).toEqual(FULL.general);
    await agent.post(DISCLOSURE).send({ staff: FULL.staff }).expect(200);
  });

  it('takes a PDF up to 10 MB with its dates, refuses anything else, and tells valid, expiring and expired apart by the clock', async () => {
    expect((await upload('fire-safety-certificate', { issuedOn: '2026-04-01', validUntil: '2027-03-31' }, await pngImage(), 'fire.pdf').expect(415)).body.success).toBe(false);
    const tooLarge = Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload('fire-safety-certificate', { issuedOn: '2026-04-01' }, tooLarge).expect(413)).body.success).toBe(false);
    expect((await upload('fire-certificate', { issuedOn: '2026-04-01' }).expect(404)).body.message).toBe(DISCLOSURE_MESSAGES.unknownDocument);
    expect((await upload('fire-safety-certificate', { issuedOn: '2026-13-01' }).expect(400)).body.message).toBe(DISCLOSURE_MESSAGES.issuedOn);
    expect((await agent.post(`${DOCUMENTS}/fire-safety-certificate`).field('issuedOn', '2026-04-01').expect(400)).body.message).toBe(DISCLOSURE_MESSAGES.fileRequired);
    expect((await documentOf('fire-safety-certificate')).status).toBe('missing');

    const saved = (await upload('fire-safety-certificate', { issuedOn: '2026-04-01', validUntil: '2027-03-31' }).expect(200)).body;
    expect(saved.message).toBe(DISCLOSURE_MESSAGES.documentSaved);
    const fire = await documentOf('fire-safety-certificate');
    expect(fire).toMatchObject({ status: 'valid', issuedOn: '2026-04-01', validUntil: '2027-03-31', sizeBytes: pdfFile().length, uploadedBy: 'greenvalley', fileUrl: { url: expect.stringMatching(/^\/api\/files\//) } });
    const download = await platform.agent().get(fire.fileUrl.url).expect(200);
    expect(download.headers['content-disposition']).toContain('Copy of valid fire safety certificate issued by the competent authority.pdf');

    setToday('2027-01-30');
    expect((await documentOf('fire-safety-certificate')).status).toBe('expiring');
    expect((await info()).completeness.expiring).toEqual([expect.objectContaining({ id: 'documents.fire-safety-certificate', validUntil: '2027-03-31' })]);
    setToday('2027-04-01');
    expect((await documentOf('fire-safety-certificate')).status).toBe('expired');
    expect((await agent.get('/api/dashboard/profile/info').expect(200)).body.info.expiredDocuments).toEqual([
      { kind: 'fire-safety-certificate', title: 'Copy of valid fire safety certificate issued by the competent authority', validUntil: '2027-03-31' },
    ]);
    expect((await info()).completeness.expired).toEqual([expect.objectContaining({ id: 'documents.fire-safety-certificate' })]);
    setToday('2026-11-26');
  });

  it("counts a document's days on the school's own calendar, in the time zone it chose", async () => {
    // 02:00 UTC on 1 April 2027: already 1 April in India (the document lapsed), still 31 March in New York (its last day).
    clock.now = () => new Date('2027-04-01T02:00:00.000Z');
    expect((await documentOf('fire-safety-certificate')).status).toBe('expired');
    await agent.post('/api/dashboard/profile/time-zone').send({ timeZone: 'America/New_York' }).expect(200);
    expect((await documentOf('fire-safety-certificate')).status).toBe('expiring');
    await agent.post('/api/dashboard/profile/time-zone').send({ timeZone: 'Asia/Kolkata' }).expect(200);
    setToday('2026-11-26');
  });

  it('keeps a replaced document in the record (who, when) for a year, its file then kept for the versions', async () => {
    const first = (await documentOf('fire-safety-certificate')).fileUrl.url;
    setToday('2026-11-27');
    await upload('fire-safety-certificate', { issuedOn: '2026-11-20', validUntil: '2027-11-19' }).expect(200);
    const after = await info();
    expect(after.documents.find((d: { kind: string }) => d.kind === 'fire-safety-certificate').fileUrl.url).not.toBe(first);
    expect(after.replaced).toEqual([expect.objectContaining({ kind: 'fire-safety-certificate', url: first, replacedBy: 'greenvalley', replacedAt: '2026-11-27T06:00:00.000Z', validUntil: '2027-03-31' })]);
    await platform.agent().get(first).expect(200);

    setToday('2027-11-29');
    await agent.post(DISCLOSURE).send({ staff: FULL.staff }).expect(200);
    expect((await info()).replaced).toEqual([]);
    // A kept version still points at it (history/version-files.ts): it goes with the version.
    await platform.agent().get(first).expect(200);
    setToday('2026-11-26');
  });

  it('removes a document, and says so when there is none', async () => {
    await upload('noc', { issuedOn: '2020-01-01' }).expect(200);
    expect((await agent.delete(`${DOCUMENTS}/noc`).expect(200)).body.info.documents.find((d: { kind: string }) => d.kind === 'noc').status).toBe('missing');
    expect((await agent.delete(`${DOCUMENTS}/noc`).expect(404)).body.message).toBe(DISCLOSURE_MESSAGES.noDocument);
  });

  it('reaches 100 % with every document, and shows visitors the disclosure without its record or who uploaded', async () => {
    for (const kind of DISCLOSURE_DOCUMENT_KINDS) if (kind !== 'fire-safety-certificate') await upload(kind, { issuedOn: '2026-06-01' }).expect(200);
    expect((await info()).completeness).toEqual({ percent: 100, missing: [], expiring: [], expired: [] });
    const shown = (await agent.get('/api/dashboard/template/preview-content').expect(200)).body.info;
    expect(shown.board).toBe('CBSE');
    expect(shown.disclosure.documents).toHaveLength(13);
    expect(shown.disclosure.general).toEqual(FULL.general);
    expect(JSON.stringify(shown.disclosure)).not.toMatch(/greenvalley"|replaced|uploadedBy/);
  });

  it('is only for a signed-in school', async () => {
    await platform.agent().get(DISCLOSURE).expect(401);
    await platform.agent().post(DISCLOSURE).send(FULL).expect(401);
    await platform.agent().post('/api/dashboard/profile/board').send({ board: 'CBSE' }).expect(401);
    await platform.agent().delete(`${DOCUMENTS}/noc`).expect(401);
  });

  it('e-mails the owner 60, 30 and 7 days before a document lapses and on its last day, once a day across instances', async () => {
    const reminders = platform.app.get(DisclosureReminders);
    const mails = () => platform.outbox().filter((m) => m.includes('Subject: Mandatory Public Disclosure'));
    // The fire certificate is valid until 2027-11-19.
    const sent: Record<string, number> = {};
    for (const [day, expected] of [
      ['2027-09-20', 1],
      ['2027-09-21', 0],
      ['2027-10-20', 1],
      ['2027-11-12', 1],
      ['2027-11-19', 1],
      ['2027-11-20', 0],
    ] as const) {
      setToday(day);
      const before = mails().length;
      await reminders.runToday();
      await reminders.runToday();
      sent[day] = mails().length - before;
      expect(sent[day]).toBe(expected);
    }
    const last = mails().pop() ?? '';
    expect(last).toContain('To: admin@greenvalley.edu');
    expect(last).toMatch(/valid until 19 Nov 2027, which is today/);
    expect(mails().find((m) => m.includes('in 30 days'))).toBeDefined();
    setToday('2026-11-26');
  });
});
