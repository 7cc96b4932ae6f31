import { ALERT_API_PATH, API_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { SiteChanges } from './site-changes';

const M = API_MESSAGES.alert;

describe("the school's alert banner (GET/POST/DELETE /api/dashboard/alert)", () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const saved = async () => (await agent.get(ALERT_API_PATH).expect(200)).body.info;
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it('is for the signed-in admin only', async () => {
    await platform.agent().get(ALERT_API_PATH).expect(401);
    await platform.agent().post(ALERT_API_PATH).send({ message: 'Hi', level: 'info' }).expect(401);
    await platform.agent().delete(ALERT_API_PATH).expect(401);
  });

  it('starts with no alert', async () => {
    expect(await saved()).toBeNull();
  });

  it('saves an alert with the site, announcing the change so kept pages are dropped', async () => {
    const changed: string[] = [];
    platform.app.get(SiteChanges).onChange((organizationId) => changed.push(organizationId));
    const endsAt = inAnHour();
    const answer = await agent
      .post(ALERT_API_PATH)
      .send({ message: 'School closed tomorrow — heavy rain', level: 'emergency', link: 'https://example.org/rain', endsAt })
      .expect(200);
    const alert = { message: 'School closed tomorrow — heavy rain', level: 'emergency', link: 'https://example.org/rain', endsAt };
    expect(answer.body).toEqual({ success: true, historyKey: 'alert', message: M.saved, info: alert });
    expect(await saved()).toEqual(alert);
    expect(changed).toHaveLength(1);
  });

  it.each([
    [{ level: 'info' }, M.messageRequired],
    [{ message: 'Hi', level: 'loud' }, M.levelInvalid],
    [{ message: 'Hi', level: 'info', link: 'javascript:alert(1)' }, M.linkInvalid],
    [{ message: 'Hi', level: 'info', startsAt: 'Monday 7am' }, M.timeInvalid],
    [{ message: 'Hi', level: 'info', endsAt: '2020-01-01T00:00:00Z' }, M.endPassed],
    [{ message: 'Hi', level: 'info', startsAt: '2099-01-02T00:00:00Z', endsAt: '2099-01-01T00:00:00Z' }, M.endBeforeStart],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const before = await saved();
    const refused = await agent.post(ALERT_API_PATH).send(body).expect(400);
    expect(refused.body).toEqual({ success: false, message });
    expect(await saved()).toEqual(before);
  });

  it('replaces the alert with a new one', async () => {
    await agent.post(ALERT_API_PATH).send({ message: 'Sports day on Friday', level: 'info' }).expect(200);
    expect(await saved()).toEqual({ message: 'Sports day on Friday', level: 'info' });
  });

  it('removes the alert', async () => {
    const answer = await agent.delete(ALERT_API_PATH).expect(200);
    expect(answer.body).toEqual({ success: true, historyKey: 'alert', message: M.removed, info: null });
    expect(await saved()).toBeNull();
  });
});
