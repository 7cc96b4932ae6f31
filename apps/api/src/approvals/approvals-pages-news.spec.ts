import type { Approval } from '@schoolpage/content-contract';
import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** A contributor's news story and own page are proposed like every other content change (#25 with #26). */
describe('approvals of news and own pages', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it.each([
    ['/api/dashboard/news', { title: 'Sports day' }],
    ['/api/dashboard/pages', { title: 'Fee structure', slug: 'fees', showInMenu: true }],
  ])('%s: a contributor\'s addition waits for approval, then the owner\'s approval adds it', async (path, item) => {
    const team = await schoolTeam(platform, path.endsWith('news') ? 'newsappr' : 'pageappr');
    const sent = await team.contributor.post(path).send(item);
    expect(sent.status).toBe(202);
    expect((await team.owner.get(path).expect(200)).body.info).toEqual([]);
    const [approval] = (await team.owner.get('/api/dashboard/approvals').expect(200)).body.info as Approval[];
    await team.owner.post(`/api/dashboard/approvals/${approval.id}/approve`).send({}).expect(200);
    expect((await team.owner.get(path).expect(200)).body.info).toEqual([expect.objectContaining({ title: item.title })]);
  });
});
