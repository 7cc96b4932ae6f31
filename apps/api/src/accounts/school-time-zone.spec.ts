import ICAL from 'ical.js';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin, verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

const PROFILE = '/api/dashboard/profile/info';
const TIME_ZONE = '/api/dashboard/profile/time-zone';

describe("a school's time zone (POST /api/dashboard/profile/time-zone)", () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it("starts from the school's country: Asia/Kolkata in India, the capital's zone elsewhere", async () => {
    const indian = await signedInAdmin(platform, { userId: 'indianschool', email: 'office@indian.test' });
    expect((await indian.get(PROFILE).expect(200)).body.info.timeZone).toBe('Asia/Kolkata');
    const british = await signedInAdmin(platform, { userId: 'britishschool', email: 'office@british.test', country: 'unitedKingdom' });
    expect((await british.get(PROFILE).expect(200)).body.info.timeZone).toBe('Europe/London');
  });

  it('takes an IANA zone Intl knows, refuses anything else with a clear message and changes nothing', async () => {
    const agent = await signedInAdmin(platform, { userId: 'zoneschool', email: 'office@zone.test' });
    for (const timeZone of ['Mars/Olympus_Mons', 'IST', '', 42]) {
      const refused = await agent.post(TIME_ZONE).send({ timeZone }).expect(400);
      expect(refused.body).toEqual({ success: false, message: API_MESSAGES.profile.timeZoneInvalid });
    }
    await agent.post(TIME_ZONE).send({ timeZone: 'Asia/Tokyo', extra: true }).expect(400);
    expect((await agent.get(PROFILE).expect(200)).body.info.timeZone).toBe('Asia/Kolkata');

    const saved = await agent.post(TIME_ZONE).send({ timeZone: 'asia/dubai' }).expect(200);
    expect(saved.body).toEqual({ success: true, message: API_MESSAGES.profile.timeZoneSaved, info: 'Asia/Dubai' });
    expect((await agent.get(PROFILE).expect(200)).body.info.timeZone).toBe('Asia/Dubai');
    // A setting, not a text: with ?lang it answers and saves as without.
    await agent.post('/api/dashboard/languages').send({ default: 'en', languages: ['en', 'hi'] }).expect(200);
    await agent.post(`${TIME_ZONE}?lang=hi`).send({ timeZone: 'Asia/Kolkata' }).expect(200);
    expect((await agent.get(PROFILE).expect(200)).body.info.timeZone).toBe('Asia/Kolkata');
  });

  it("gives visitors the zone with the site's content and the calendar feed", async () => {
    const agent = await verifiedAdmin(platform, { userId: 'feedschool', email: 'office@feed.test', organizationName: 'Feed School' });
    await agent.post('/api/dashboard/academics/calendar-of-event').send({ eventTitle: 'Sports day', eventDate: '2026-12-01' }).expect(201);
    await agent.post('/api/dashboard/profile/publish-web').expect(200);
    await agent.post(TIME_ZONE).send({ timeZone: 'America/New_York' }).expect(200);
    const { _id: organizationId, slug } = (await agent.get(PROFILE).expect(200)).body.info;

    const content = await platform.agent().get('/api/web/all-content').query({ organizationId }).expect(200);
    expect(content.body.info.timeZone).toBe('America/New_York');
    const calendar = new ICAL.Component(ICAL.parse((await platform.agent().get(`/s/${slug}/events.ics`).expect(200)).text));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect([event.startDate.toString(), event.startDate.isDate]).toEqual(['2026-12-01', true]);
  });

  it('is refused without a session', async () => {
    const refused = await platform.agent().post(TIME_ZONE).send({ timeZone: 'Asia/Tokyo' });
    expect(refused.status).toBe(401);
  });
});
