import type { ActivityPage } from '@schoolpage/content-contract';
import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('the activity record', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ TRUSTED_PROXIES: 'loopback' });
  });
  afterAll(() => platform.close());

  it('records changes, proposals, decisions, members, sign-ins and failed sign-ins with the address, newest first, by person and section; a removed member stays named', async () => {
    const team = await schoolTeam(platform, 'record');
    await team.owner.post('/api/dashboard/about/faq').set('X-Forwarded-For', '203.0.113.7').send({ question: 'Bus?', answer: 'Yes.' }).expect(201);
    await team.contributor.post('/api/dashboard/about/faq').send({ question: 'Lunch?', answer: 'At 1.' }).expect(202);
    await platform.agent().post('/api/auth/login').set('X-Forwarded-For', '198.51.100.4').send({ userId: 'recordeditor', password: 'Wrong1234' }).expect(401);
    await platform.agent().post('/api/auth/login').send({ userId: 'recordeditor', password: 'Secret123' }).expect(200);
    const members = (await team.owner.get('/api/dashboard/team').expect(200)).body.info as { id: string; userId: string }[];
    const contributorId = members.find((m) => m.userId === 'recordcontributor')!.id;

    const own = (await team.contributor.get('/api/dashboard/activity').expect(200)).body.info as ActivityPage;
    expect(own.entries.map((e) => `${e.person.name} | ${e.what}`)).toEqual(['contributor recordcontributor | Proposed: Saved faq: Lunch?', 'contributor recordcontributor | Joined as Contributor']);
    await team.owner.delete(`/api/dashboard/team/${contributorId}`).expect(200);
    const page = (await team.owner.get('/api/dashboard/activity').expect(200)).body.info as ActivityPage;
    const lines = page.entries.map((e) => `${e.person.name} | ${e.section} | ${e.what}`);
    expect(lines).toEqual([
      'recordowner | team | Removed a member',
      'editor recordeditor | sign-in | Signed in',
      'editor recordeditor | sign-in | Failed sign-in (wrong password)',
      'contributor recordcontributor | about | Proposed: Saved faq: Lunch?',
      'recordowner | about | Saved faq: Bus?',
      'contributor recordcontributor | team | Joined as Contributor',
      'recordowner | team | Invited recordcontributor@school.test as Contributor',
      'editor recordeditor | team | Joined as Editor',
      'recordowner | team | Invited recordeditor@school.test as Editor',
      'recordowner | sign-in | Signed in',
    ]);
    expect(page.entries.find((e) => e.what === 'Saved faq: Bus?')?.address).toBe('203.0.113.7');
    expect(page.entries.find((e) => e.what.startsWith('Failed'))?.address).toBe('198.51.100.4');
    expect(page).toMatchObject({ page: 1, pages: 1, total: 10 });

    const bySection = (await team.owner.get('/api/dashboard/activity?section=sign-in').expect(200)).body.info as ActivityPage;
    expect(bySection.entries.map((e) => e.what)).toEqual(['Signed in', 'Failed sign-in (wrong password)', 'Signed in']);
    const byPerson = (await team.owner.get(`/api/dashboard/activity?person=${contributorId}`).expect(200)).body.info as ActivityPage;
    expect(byPerson.entries.map((e) => e.person.name)).toEqual(['contributor recordcontributor', 'contributor recordcontributor']);
  });
});
