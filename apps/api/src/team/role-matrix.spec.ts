import { TEAM_MESSAGES, TEAM_ROLES, type DashboardAccess, type TeamRole } from '@schoolpage/content-contract';
import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * What each dashboard route does, as the issue words it; anything not named here reads (GET) or changes content.
 * Owner: members, roles, the address. Editor: also publish, hide, template, brand and the school's details. Anyone:
 * their own details (their phone, e-mail verification, dashboard language, two-step sign-in).
 */
const OWNER_ONLY = [/^\/api\/dashboard\/team(\/|$)/, /^\/api\/dashboard\/profile\/slug$/, /^\/api\/dashboard\/two-step\/required$/];
const SITE = [
  /^\/api\/dashboard\/profile\/(publish-web|unpublish-web|board|time-zone)$/,
  /^\/api\/dashboard\/template\/template-update$/,
  /^\/api\/dashboard\/brand$/,
  /^\/api\/dashboard\/visible\/empty-sections$/,
  /^\/api\/dashboard\/languages$/,
  /^\/api\/dashboard\/disclosure(\/|$)/,
  /^\/api\/dashboard\/enquiries(\.csv|\/:id|\/settings)?$/,
  /^\/api\/dashboard\/approvals\/:id\/(approve|reject)$/,
  /^\/api\/dashboard\/domain(\/check)?$/,
];
const SELF = [/^\/api\/dashboard\/profile\/(verify-email(-otp)?|language|profile-update)$/, /^\/api\/dashboard\/two-step\/(setup|enable|disable)$/];

/** Reads that are not for everyone: parents' enquiries (names, phones, e-mails), how long they are kept, and parents' subscriptions are for owners and editors. */
const SITE_READS = [/^\/api\/dashboard\/enquiries(\.csv|\/settings)?$/, /^\/api\/dashboard\/domain$/, /^\/api\/dashboard\/subscribers(\.csv)?$/];

function expectedAccess(method: Method, path: string): DashboardAccess {
  if (method === 'get') return SITE_READS.some((rule) => rule.test(path)) ? 'site' : 'read';
  if (OWNER_ONLY.some((rule) => rule.test(path))) return 'owner';
  if (SITE.some((rule) => rule.test(path))) return 'site';
  if (SELF.some((rule) => rule.test(path))) return 'self';
  return 'content';
}

/**
 * The roles that may call each kind of route, written out (not read from the code under test). A contributor's
 * content change is not refused: it is sent for approval (approvals.spec.ts), and changes nothing meanwhile.
 */
const ALLOWED: Record<DashboardAccess, TeamRole[]> = {
  read: ['owner', 'editor', 'contributor'],
  self: ['owner', 'editor', 'contributor'],
  content: ['owner', 'editor', 'contributor'],
  site: ['owner', 'editor'],
  owner: ['owner'],
};

/** Every dashboard route the server has, read from its route table. */
function dashboardRoutes(platform: TestPlatform): [Method, string][] {
  const express = platform.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const routes = express.router.stack.flatMap((layer) =>
    layer.route && layer.route.path.startsWith('/api/dashboard/')
      ? Object.keys(layer.route.methods).filter((m) => m !== '_all').map((method): [Method, string] => [method as Method, layer.route!.path])
      : [],
  );
  return [...new Map(routes.map((r) => [r.join(' '), r])).values()];
}

describe('roles × dashboard routes', () => {
  let platform: TestPlatform;
  let team: Awaited<ReturnType<typeof schoolTeam>>;
  let routes: [Method, string][];

  beforeAll(async () => {
    platform = await startTestPlatform({ ACCOUNT_WRITES_PER_MINUTE: '100000', ACCOUNT_UPLOADS_PER_MINUTE: '100000' });
    team = await schoolTeam(platform, 'matrix');
    routes = dashboardRoutes(platform);
  });
  afterAll(() => platform.close());

  it('finds the dashboard routes in the route table', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual(['post', '/api/dashboard/team/invitations']);
    expect(routes).toContainEqual(['get', '/api/dashboard/profile/info']);
  });

  // Refusals first, so that what the owner and the editor change afterwards cannot hide a change a refusal made.
  it.each([...TEAM_ROLES].reverse())('lets the %s do only what the role allows, refusing the rest with 403 and changing nothing', async (role) => {
    const agent = team[role];
    const before = await team.owner.get('/api/dashboard/template/preview-content').expect(200);
    const members = async () =>
      ((await team.owner.get('/api/dashboard/team').expect(200)).body.info as { id: string; role: string; status: string }[]).map((m) => [m.id, m.role, m.status]);
    const teamBefore = await members();
    const wrong: string[] = [];
    for (const [method, path] of routes) {
      const concrete = path.replace(/:[A-Za-z]+/g, '0');
      const response = await agent[method](concrete).send({});
      const refusedForRole = response.status === 403 && response.body.message === TEAM_MESSAGES.roleRefused(role);
      const allowed = ALLOWED[expectedAccess(method, path)].includes(role);
      if (response.status === 401 || refusedForRole === allowed) {
        wrong.push(`${method.toUpperCase()} ${path}: ${response.status} ${String(response.body?.message ?? '')}`);
      }
    }
    expect(wrong).toEqual([]);
    if (role === 'contributor') expect((await team.owner.get('/api/dashboard/template/preview-content').expect(200)).body).toEqual(before.body);
    if (role !== 'owner') expect(await members()).toEqual(teamBefore);
  });
});
