import Database from 'better-sqlite3';
import { API_MESSAGES, INVITATION_LIFETIME_MS, TEAM_MESSAGES, type TeamMember } from '@schoolpage/content-contract';
import { ADMIN, signedInAdmin } from '../testing/admin-fixture';
import { joinedMember, latestInvitationToken } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { TeamClock } from './team-clock';

describe('a school is a team', () => {
  let platform: TestPlatform;
  let clock: TeamClock;
  beforeAll(async () => {
    platform = await startTestPlatform();
    clock = platform.app.get(TeamClock);
  });
  afterEach(() => (clock.now = () => Date.now()));
  afterAll(() => platform.close());

  const team = async (agent: ReturnType<TestPlatform['agent']>) => (await agent.get('/api/dashboard/team').expect(200)).body.info as TeamMember[];

  it('lists the account that registered as its school\'s owner', async () => {
    const owner = await signedInAdmin(platform, { userId: 'listowner', email: 'listowner@school.test' });
    const [first, ...rest] = await team(owner);
    expect(rest).toEqual([]);
    expect(first).toEqual({ id: expect.any(String), fullName: '', userId: 'listowner', email: 'listowner@school.test', role: 'owner', status: 'active', lastSeenAt: expect.any(String) });
  });

  it('invites by a one-time link mailed to the person, kept only as a hash; they join, land signed in, and are listed', async () => {
    const owner = await signedInAdmin(platform, { userId: 'inviter', email: 'inviter@school.test', organizationName: 'Hill View School' });
    const invited = await owner.post('/api/dashboard/team/invitations').send({ email: 'asha@school.test', role: 'editor' }).expect(201);
    expect(invited.body.message).toBe(TEAM_MESSAGES.invitationSent('asha@school.test'));
    expect(invited.body.info.at(-1)).toMatchObject({ email: 'asha@school.test', role: 'editor', status: 'invited', userId: '', lastSeenAt: null });
    const token = latestInvitationToken(platform, 'asha@school.test');
    expect(platform.outbox().pop()).toContain('Join Hill View School on SchoolPage');

    const database = new Database(`${platform.dataDir}/schoolpage.db`, { readonly: true });
    expect(JSON.stringify(database.prepare('SELECT * FROM invitations').all())).not.toContain(token);
    database.close();

    const visitor = platform.agent();
    const info = await visitor.post('/api/auth/invitation').send({ token }).expect(200);
    expect(info.body.info).toEqual({ schoolName: 'Hill View School', email: 'asha@school.test', role: 'editor' });
    const joined = await visitor.post('/api/auth/accept-invitation').send({ token, fullName: 'Asha Rao', userId: 'asha', password: 'Secret123' }).expect(200);
    expect(joined.body).toEqual({ success: true, message: TEAM_MESSAGES.joined('Hill View School') });
    const profile = await visitor.get('/api/dashboard/profile/info').expect(200);
    expect(profile.body.info).toMatchObject({ userId: 'asha', email: 'asha@school.test', role: 'editor', isAccountVerified: true, organizationName: 'Hill View School' });

    const members = await team(owner);
    expect(members.map((m) => [m.userId, m.role, m.status])).toEqual([
      ['inviter', 'owner', 'active'],
      ['asha', 'editor', 'active'],
    ]);
    expect(members[1].fullName).toBe('Asha Rao');
    // The new member signs in with their own user ID or e-mail.
    await platform.agent().post('/api/auth/login').send({ userId: 'asha@school.test', password: 'Secret123' }).expect(200);
  });

  it('uses a link once', async () => {
    const owner = await signedInAdmin(platform, { userId: 'onceowner', email: 'onceowner@school.test' });
    await owner.post('/api/dashboard/team/invitations').send({ email: 'once@school.test', role: 'contributor' }).expect(201);
    const token = latestInvitationToken(platform, 'once@school.test');
    await platform.agent().post('/api/auth/accept-invitation').send({ token, fullName: 'Once', userId: 'onceuser', password: 'Secret123' }).expect(200);
    const again = await platform.agent().post('/api/auth/accept-invitation').send({ token, fullName: 'Twice', userId: 'twiceuser', password: 'Secret123' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TEAM_MESSAGES.invitationInvalid);
    await platform.agent().post('/api/auth/login').send({ userId: 'twiceuser', password: 'Secret123' }).expect(401);
  });

  it('lets a link work for 7 days and no longer', async () => {
    const owner = await signedInAdmin(platform, { userId: 'expiryowner', email: 'expiryowner@school.test' });
    const start = Date.now();
    clock.now = () => start;
    await owner.post('/api/dashboard/team/invitations').send({ email: 'late@school.test', role: 'editor' }).expect(201);
    await owner.post('/api/dashboard/team/invitations').send({ email: 'intime@school.test', role: 'editor' }).expect(201);
    clock.now = () => start + INVITATION_LIFETIME_MS - 1000;
    await platform.agent().post('/api/auth/invitation').send({ token: latestInvitationToken(platform, 'intime@school.test') }).expect(200);
    clock.now = () => start + INVITATION_LIFETIME_MS + 1;
    const late = await platform.agent().post('/api/auth/accept-invitation').send({ token: latestInvitationToken(platform, 'late@school.test'), fullName: 'Late', userId: 'lateuser', password: 'Secret123' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(TEAM_MESSAGES.invitationInvalid);
    expect((await team(owner)).filter((m) => m.status === 'invited')).toEqual([]);
  });

  it('withdraws an invitation, after which its link no longer works', async () => {
    const owner = await signedInAdmin(platform, { userId: 'withdrawer', email: 'withdrawer@school.test' });
    const sent = await owner.post('/api/dashboard/team/invitations').send({ email: 'maybe@school.test', role: 'editor' }).expect(201);
    const id = (sent.body.info as TeamMember[]).find((m) => m.email === 'maybe@school.test')!.id;
    const token = latestInvitationToken(platform, 'maybe@school.test');
    const withdrawn = await owner.delete(`/api/dashboard/team/invitations/${id}`).expect(200);
    expect(withdrawn.body.message).toBe(TEAM_MESSAGES.invitationWithdrawn);
    await platform.agent().post('/api/auth/invitation').send({ token }).expect(400);
    const again = await owner.delete(`/api/dashboard/team/invitations/${id}`);
    expect([again.status, again.body.message]).toEqual([404, TEAM_MESSAGES.invitationNotFound]);
  });

  it('refuses bad invitations and bad joins with a clear message, changing nothing', async () => {
    const owner = await signedInAdmin(platform, { userId: 'strictowner', email: 'strictowner@school.test' });
    const before = await team(owner);
    const cases: [object, number, string][] = [
      [{ email: 'not-an-email', role: 'editor' }, 400, 'Please enter a valid email address.'],
      [{ email: 'x@school.test', role: 'admin' }, 400, 'Please choose a role: owner, editor or contributor.'],
      [{ email: 'strictowner@school.test', role: 'editor' }, 409, TEAM_MESSAGES.alreadyMember],
    ];
    for (const [body, status, message] of cases) {
      const refused = await owner.post('/api/dashboard/team/invitations').send(body);
      expect([refused.status, refused.body.message]).toEqual([status, message]);
    }
    await owner.post('/api/dashboard/team/invitations').send({ email: 'dup@school.test', role: 'editor' }).expect(201);
    const duplicate = await owner.post('/api/dashboard/team/invitations').send({ email: 'DUP@school.test', role: 'editor' });
    expect([duplicate.status, duplicate.body.message]).toEqual([409, TEAM_MESSAGES.alreadyInvited]);
    const token = latestInvitationToken(platform, 'dup@school.test');
    const weak = await platform.agent().post('/api/auth/accept-invitation').send({ token, fullName: 'Dup', userId: 'dupuser', password: 'weak' });
    expect(weak.status).toBe(400);
    const taken = await platform.agent().post('/api/auth/accept-invitation').send({ token, fullName: 'Dup', userId: 'strictowner', password: 'Secret123' });
    expect([taken.status, taken.body.message]).toEqual([409, API_MESSAGES.auth.userIdTaken]);
    // Still unused: the link works once the person picks a free user ID.
    await platform.agent().post('/api/auth/accept-invitation').send({ token, fullName: 'Dup', userId: 'dupuser', password: 'Secret123' }).expect(200);
    expect((await team(owner)).length).toBe(before.length + 1);
  });

  it('removes a member: their very next request is refused, and they cannot sign in again', async () => {
    const owner = await signedInAdmin(platform, { userId: 'remover', email: 'remover@school.test' });
    const teacher = await joinedMember(platform, owner, 'editor', 'leaving');
    await teacher.get('/api/dashboard/profile/info').expect(200);
    const id = (await team(owner)).find((m) => m.userId === 'leaving')!.id;
    const removed = await owner.delete(`/api/dashboard/team/${id}`).expect(200);
    expect(removed.body.message).toBe(TEAM_MESSAGES.memberRemoved);
    expect(removed.body.info.map((m: TeamMember) => m.userId)).toEqual(['remover']);
    const next = await teacher.get('/api/dashboard/profile/info');
    expect([next.status, next.body.message]).toEqual([401, API_MESSAGES.auth.loginRequired]);
    const login = await platform.agent().post('/api/auth/login').send({ userId: 'leaving', password: 'Secret123' });
    expect([login.status, login.body.message]).toEqual([401, API_MESSAGES.auth.badCredentials]);
  });

  it('keeps at least one owner; ownership is handed over by making another member Owner', async () => {
    const owner = await signedInAdmin(platform, { userId: 'handover', email: 'handover@school.test' });
    const successor = await joinedMember(platform, owner, 'editor', 'successor');
    const [first, second] = await team(owner);
    const demote = await owner.post(`/api/dashboard/team/${first.id}/role`).send({ role: 'editor' });
    expect([demote.status, demote.body.message]).toEqual([409, TEAM_MESSAGES.lastOwner]);
    const leave = await owner.delete(`/api/dashboard/team/${first.id}`);
    expect([leave.status, leave.body.message]).toEqual([409, TEAM_MESSAGES.lastOwner]);

    const promoted = await owner.post(`/api/dashboard/team/${second.id}/role`).send({ role: 'owner' }).expect(200);
    expect(promoted.body.message).toBe(TEAM_MESSAGES.roleChanged('owner'));
    await owner.post(`/api/dashboard/team/${first.id}/role`).send({ role: 'editor' }).expect(200);
    // The former owner is an editor at once: team changes are refused to them now.
    const refused = await owner.post(`/api/dashboard/team/${second.id}/role`).send({ role: 'editor' });
    expect([refused.status, refused.body.message]).toEqual([403, TEAM_MESSAGES.roleRefused('editor')]);
    expect((await team(successor)).map((m) => m.role)).toEqual(['editor', 'owner']);
    const unknown = await successor.post('/api/dashboard/team/nobody/role').send({ role: 'editor' });
    expect([unknown.status, unknown.body.message]).toEqual([404, TEAM_MESSAGES.memberNotFound]);
  });

  it('keeps each school\'s team to itself', async () => {
    const one = await signedInAdmin(platform, { userId: 'schoolone', email: 'one@school.test' });
    const other = await signedInAdmin(platform, { userId: 'schooltwo', email: 'two@school.test', organizationName: `${ADMIN.organizationName} Two` });
    const otherOwnerId = (await team(other))[0].id;
    await one.post(`/api/dashboard/team/${otherOwnerId}/role`).send({ role: 'contributor' }).expect(404);
    await one.delete(`/api/dashboard/team/${otherOwnerId}`).expect(404);
    expect((await team(other))[0].role).toBe('owner');
  });
});
