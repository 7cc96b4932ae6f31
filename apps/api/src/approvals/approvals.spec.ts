import { TEAM_MESSAGES, type Approval } from '@schoolpage/content-contract';
import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Agent = ReturnType<TestPlatform['agent']>;

describe('approvals: a contributor proposes, an owner or editor decides', () => {
  let platform: TestPlatform;
  let team: Awaited<ReturnType<typeof schoolTeam>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    team = await schoolTeam(platform, 'approve');
  });
  afterAll(() => platform.close());

  const faq = async (agent: Agent) => (await agent.get('/api/dashboard/about/faq').expect(200)).body.info as { id: string; question: string }[];
  const inbox = async (agent: Agent) => (await agent.get('/api/dashboard/approvals').expect(200)).body.info as Approval[];
  const pendingOf = async (agent: Agent) => (await agent.get('/api/dashboard/profile/info').expect(200)).body.info.pendingApprovals as number;

  it('keeps a contributor\'s change for approval (202), leaving the site as it was, and mails owners and editors', async () => {
    const mailsBefore = platform.outbox().length;
    const sent = await team.contributor.post('/api/dashboard/about/faq').send({ question: 'When does school start?', answer: 'At 8:30.' });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ success: true, message: 'Sent for approval.' });
    expect(await faq(team.owner)).toEqual([]);

    const [approval] = await inbox(team.owner);
    expect(approval).toMatchObject({ status: 'pending', sections: ['faq'], proposedBy: { name: 'contributor approvecontributor' } });
    expect(approval.changes).toEqual([{ summary: 'Added to faq: When does school start?', kind: 'add', part: 'faq', before: null, after: expect.objectContaining({ question: 'When does school start?' }) }]);
    const mails = platform.outbox().slice(mailsBefore);
    expect(mails.filter((m) => m.includes('waits for your approval')).map((m) => m.match(/To: (\S+)/)?.[1]).sort()).toEqual(['approveeditor@school.test', 'approveowner@school.test']);
    expect(await pendingOf(team.owner)).toBe(1);
    expect(await pendingOf(team.contributor)).toBe(1);
  });

  it('refuses a contributor\'s bad input as for anyone, keeping nothing', async () => {
    const before = (await inbox(team.owner)).length;
    const bad = await team.contributor.post('/api/dashboard/about/faq').send({ question: '' });
    expect(bad.status).toBe(400);
    expect((await inbox(team.owner)).length).toBe(before);
  });

  it('applies the change on approval, on the site as it is now, and tells the contributor', async () => {
    await team.editor.post('/api/dashboard/about/faq').send({ question: 'Is there a bus?', answer: 'Yes.' }).expect(201);
    const [pending] = (await inbox(team.editor)).filter((a) => a.status === 'pending');
    const approved = await team.editor.post(`/api/dashboard/approvals/${pending.id}/approve`).expect(200);
    expect(approved.body.message).toBe(TEAM_MESSAGES.approved);
    expect((await faq(team.owner)).map((item) => item.question).sort()).toEqual(['Is there a bus?', 'When does school start?']);
    expect(platform.outbox().pop()).toMatch(/To: approvecontributor@school.test[\s\S]*is approved/);
    const again = await team.owner.post(`/api/dashboard/approvals/${pending.id}/approve`);
    expect([again.status, again.body.message]).toEqual([404, TEAM_MESSAGES.approvalNotFound]);
    expect((await inbox(team.contributor))[0]).toMatchObject({ id: pending.id, status: 'approved', decidedBy: 'editor approveeditor' });
  });

  it('fails clearly, changing nothing, when the item the change edits has been deleted since', async () => {
    const [item] = (await faq(team.owner)).filter((entry) => entry.question === 'Is there a bus?');
    await team.contributor.patch(`/api/dashboard/about/faq/${item.id}`).send({ answer: 'Yes, two routes.' }).expect(202);
    await team.owner.delete(`/api/dashboard/about/faq/0?id=${item.id}`).expect(200);
    const [pending] = (await inbox(team.owner)).filter((a) => a.status === 'pending');
    const refused = await team.owner.post(`/api/dashboard/approvals/${pending.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TEAM_MESSAGES.approvalConflict('"Is there a bus?"'));
    expect((await faq(team.owner)).map((entry) => entry.question)).toEqual(['When does school start?']);
    const rejected = await team.owner.post(`/api/dashboard/approvals/${pending.id}/reject`).send({ note: 'The bus question was removed.' }).expect(200);
    expect(rejected.body.message).toBe(TEAM_MESSAGES.rejected);
    expect(platform.outbox().pop()).toMatch(/was not approved[\s\S]*Note: The bus question was removed\./);
    expect((await inbox(team.contributor)).find((a) => a.id === pending.id)).toMatchObject({ status: 'rejected', note: 'The bus question was removed.' });
  });

  it('gives a whole value set by a change with its part, and null for what was not there (never a missing field)', async () => {
    await team.contributor.post('/api/dashboard/home/vision').send({ vision: 'Every child curious.' }).expect(202);
    const [pending] = (await inbox(team.owner)).filter((a) => a.status === 'pending');
    expect(pending.changes).toEqual([{ summary: 'Changed vision', kind: 'set', part: 'vision', before: [], after: ['Every child curious.'] }]);
    await team.owner.post(`/api/dashboard/approvals/${pending.id}/reject`).send({ note: 'Say it in our words.' }).expect(200);
    // The note reaches the contributor: in a mail that links to their list, and in that list.
    const mail = platform.outbox().pop() ?? '';
    expect(mail).toMatch(/To: approvecontributor@school.test[\s\S]*was not approved[\s\S]*Note: Say it in our words\.[\s\S]*Your changes and what was decided: http:\/\/\S+\/dashboard\/approvals/);
    expect((await inbox(team.contributor)).find((a) => a.id === pending.id)).toMatchObject({ status: 'rejected', note: 'Say it in our words.', decidedBy: 'approveowner' });
  });

  it('shows a contributor only their own changes, and lets only owners and editors decide', async () => {
    await team.contributor.post('/api/dashboard/about/faq').send({ question: 'Uniform?', answer: 'Blue.' }).expect(202);
    const [pending] = (await inbox(team.contributor)).filter((a) => a.status === 'pending');
    const refused = await team.contributor.post(`/api/dashboard/approvals/${pending.id}/approve`);
    expect([refused.status, refused.body.message]).toEqual([403, TEAM_MESSAGES.roleRefused('contributor')]);
    expect((await inbox(team.contributor)).every((a) => a.proposedBy.name === 'contributor approvecontributor')).toBe(true);
  });
});
