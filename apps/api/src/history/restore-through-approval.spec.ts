import { ALERT_API_PATH } from '@schoolpage/content-contract';
import { SendStore } from '../subscriptions/send-store';
import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Agent = Awaited<ReturnType<typeof schoolTeam>>['owner'];
interface Version {
  id: string;
  approvalId: string | null;
  by: { role: string } | null;
  state: unknown;
}

const HISTORY = '/api/dashboard/history';
const APPROVALS = '/api/dashboard/approvals';
const ALERT = { message: 'School closed tomorrow for rain', level: 'warning' };

/** A contributor's restore waits for approval, and is still a restore once approved: parents are not told again. */
describe('a contributor’s restore through approval', () => {
  let platform: TestPlatform;
  let team: Awaited<ReturnType<typeof schoolTeam>>;
  let organizationId: string;
  const sends = async () => (await platform.app.get(SendStore).recent(organizationId, 50)).length;
  const versions = async (thing: string) => ((await team.owner.get(HISTORY).query({ thing }).expect(200)).body.info as { versions: Version[] }).versions;
  const approveNewest = async (by: Agent) => {
    const [approval] = (await by.get(APPROVALS).expect(200)).body.info as { id: string; status: string }[];
    expect(approval.status).toBe('pending');
    await by.post(`${APPROVALS}/${approval.id}/approve`).expect(200);
    return approval.id;
  };

  beforeAll(async () => {
    platform = await startTestPlatform();
    team = await schoolTeam(platform, 'restoreapproval');
    organizationId = ((await team.owner.get('/api/dashboard/profile/info').expect(200)).body.info as { _id: string })._id;
  });
  afterAll(() => platform.close());

  it('brings back a deleted alert on approval without telling subscribers again, as a version of the approval', async () => {
    await team.owner.post(ALERT_API_PATH).send(ALERT).expect(200);
    const told = await sends();
    expect(told).toBeGreaterThan(0);
    await team.owner.delete(ALERT_API_PATH).expect(200);
    const [, set] = await versions('alert');

    await team.contributor.post(`${HISTORY}/${set.id}/restore`).expect(202);
    const approvalId = await approveNewest(team.owner);

    expect((await team.owner.get(ALERT_API_PATH).expect(200)).body.info).toMatchObject({ message: ALERT.message });
    expect(await sends()).toBe(told);
    const [restored] = await versions('alert');
    expect(restored).toMatchObject({ approvalId, by: { role: 'owner' }, state: expect.objectContaining({ message: ALERT.message }) });
  });

  it('still tells subscribers of a new alert a contributor proposed, once approved', async () => {
    const told = await sends();
    await team.contributor.post(ALERT_API_PATH).send({ message: 'Sports day moved to Friday', level: 'info' }).expect(202);
    await approveNewest(team.editor);
    expect((await team.owner.get(ALERT_API_PATH).expect(200)).body.info).toMatchObject({ message: 'Sports day moved to Friday' });
    expect(await sends()).toBe(told + 1);
  });
});
