import { API_MESSAGES } from '@schoolpage/content-contract';
import { ADMIN } from '../testing/admin-fixture';
import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Agent = ReturnType<TestPlatform['agent']>;

/** Issue #42: a member's profile shows their own details; the school's stay the school's. */
describe('GET /api/dashboard/profile/info for each member', () => {
  let platform: TestPlatform;
  let team: Awaited<ReturnType<typeof schoolTeam>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    team = await schoolTeam(platform, 'own');
  });
  afterAll(() => platform.close());

  const info = async (agent: Agent) => (await agent.get('/api/dashboard/profile/info').expect(200)).body.info as Record<string, unknown>;

  it("gives a teacher their own user ID, e-mail, phone (none) and role, never the owner's, and the school's details as the school's", async () => {
    const owner = await info(team.owner);
    expect(owner).toMatchObject({ userId: 'ownowner', email: 'ownowner@school.test', phone: ADMIN.phone, role: 'owner' });
    for (const [agent, role] of [[team.editor, 'editor'], [team.contributor, 'contributor']] as const) {
      const member = await info(agent);
      expect(member).toMatchObject({ userId: `own${role}`, email: `own${role}@school.test`, phone: '', role });
      // The school's: the same for everyone in it.
      for (const field of ['_id', 'country', 'organizationName', 'organizationLogo', 'isPublish', 'templateName', 'board', 'slug']) expect(member[field]).toEqual(owner[field]);
    }
  });

  it("changes only the signed-in member's own phone, whatever their role", async () => {
    const saved = await team.contributor.post('/api/dashboard/profile/profile-update').send({ phone: '98450 12345' }).expect(200);
    expect(saved.body).toEqual({ success: true, message: API_MESSAGES.profile.phoneUpdated });
    await team.editor.post('/api/dashboard/profile/profile-update').send({ phone: '98450 67890' }).expect(200);
    expect((await info(team.contributor)).phone).toBe('98450 12345');
    expect((await info(team.editor)).phone).toBe('98450 67890');
    expect((await info(team.owner)).phone).toBe(ADMIN.phone);
    const same = await team.editor.post('/api/dashboard/profile/profile-update').send({ phone: '98450 67890' }).expect(400);
    expect(same.body.message).toBe(API_MESSAGES.profile.phoneSame);
  });
});
