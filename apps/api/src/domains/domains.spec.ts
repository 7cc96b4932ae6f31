import { DOMAIN_MESSAGES, type CustomDomain } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { DnsServer } from '../testing/dns-server';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { DOMAIN_PROBLEMS } from './domain-messages';

const DOMAIN = '/api/dashboard/domain';
const CHECK = '/api/dashboard/domain/check';
const ASK = '/api/platform/tls/ask';
const TARGET = 'sites.platform.test';
const PLATFORM_RECORDS = [`host-record=${TARGET},203.0.113.10`, 'host-record=elsewhere.host.test,198.51.100.7'];

/** Waits until `condition` holds (another instance follows the change feed within a second). */
async function eventually(condition: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('a school’s own domain (the API, with real DNS)', () => {
  let dns: DnsServer;
  let platform: TestPlatform;
  let other: TestPlatform;
  let sunrise: Awaited<ReturnType<typeof signedInAdmin>>;
  let rival: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    dns = await DnsServer.start(['test'], PLATFORM_RECORDS);
    const env = { PUBLIC_ORIGIN: 'https://platform.test', SITES_CNAME_TARGET: TARGET, SITES_IPV4: '203.0.113.10', DNS_SERVERS: dns.address };
    platform = await startTestPlatform(env);
    // A second instance on the same database: its answers to the TLS proxy follow the change feed.
    other = await startTestPlatform(env, platform.dataDir);
    sunrise = await signedInAdmin(platform, { userId: 'sunrise', email: 'office@sunrise.test', organizationName: 'Sunrise School' });
    rival = await signedInAdmin(platform, { userId: 'rival', email: 'office@rival.test', organizationName: 'Rival School' });
  });
  afterAll(async () => {
    await other?.close({ keepData: true });
    await platform?.close();
    await dns?.close();
  });

  const domainOf = async (agent: typeof sunrise) => (await agent.get(DOMAIN).expect(200)).body.info.domain as CustomDomain | null;
  const asked = async (target: TestPlatform, name: string) => (await target.agent().get(ASK).query({ domain: name })).status;

  it('starts with no domain, and refuses bad names with a clear message, changing nothing', async () => {
    expect(await sunrise.get(DOMAIN).expect(200)).toMatchObject({ body: { success: true, info: { domain: null } } });
    for (const [hostname, message] of [
      ['10.0.0.1', DOMAIN_MESSAGES.ipAddress],
      ['edu.in', DOMAIN_MESSAGES.notRegistrable('edu.in')],
      ['https://sunrise.platform.test/s/sunrise', DOMAIN_MESSAGES.platformHost],
    ]) {
      const refused = await sunrise.post(DOMAIN).send({ hostname }).expect(400);
      expect(refused.body.message).toBe(message);
    }
    await sunrise.post(DOMAIN).send({ hostname: 5 }).expect(400);
    expect(await domainOf(sunrise)).toBeNull();
  });

  it('keeps a pasted address as its hostname, pending, with the records to create', async () => {
    const set = await sunrise.post(DOMAIN).send({ hostname: 'HTTPS://WWW.Sunrise.test./about' }).expect(200);
    const domain = set.body.info.domain as CustomDomain;
    expect(domain).toMatchObject({ hostname: 'www.sunrise.test', status: 'pending', problems: [], checkedAt: null, verifiedAt: null, redirectFrom: 'sunrise.test' });
    expect(domain.records.map(({ type, name }) => [type, name])).toEqual([
      ['TXT', '_schoolpage.www.sunrise.test'],
      ['CNAME', 'www.sunrise.test'],
      ['A', 'sunrise.test'],
    ]);
    expect(domain.records[1]?.value).toBe(TARGET);
    expect(await domainOf(sunrise)).toEqual(domain);
    expect(await asked(platform, 'www.sunrise.test')).toBe(404);
  });

  it('names a wrong CNAME, then verifies the right records; the TLS proxy may then ask on every instance', async () => {
    const token = (await domainOf(sunrise))?.records[0]?.value as string;
    await dns.serve([...PLATFORM_RECORDS, `txt-record=_schoolpage.www.sunrise.test,${token}`, 'cname=www.sunrise.test,elsewhere.host.test']);
    const wrong = (await sunrise.post(CHECK).expect(200)).body.info.domain as CustomDomain;
    expect(wrong.status).toBe('pending');
    expect(wrong.problems).toContain(DOMAIN_PROBLEMS.cnameElsewhere('www.sunrise.test', 'elsewhere.host.test', TARGET));
    expect(wrong.checkedAt).not.toBeNull();

    await dns.serve([...PLATFORM_RECORDS, `txt-record=_schoolpage.www.sunrise.test,${token}`, `cname=www.sunrise.test,${TARGET}`, 'host-record=sunrise.test,203.0.113.10']);
    const right = (await sunrise.post(CHECK).expect(200)).body.info.domain as CustomDomain;
    expect(right).toMatchObject({ status: 'verified', problems: [] });
    expect(right.verifiedAt).not.toBeNull();
    expect(await asked(platform, 'www.sunrise.test')).toBe(200);
    expect(await asked(platform, 'SUNRISE.test.')).toBe(200);
    expect(await asked(platform, 'other.sunrise.test')).toBe(404);
    expect(await asked(platform, 'nobody.test')).toBe(404);
    expect((await platform.agent().get(ASK)).status).toBe(404);
    expect(await eventually(async () => (await asked(other, 'www.sunrise.test')) === 200)).toBe(true);
  });

  it('refuses the verified name and its partner to another school', async () => {
    for (const hostname of ['www.sunrise.test', 'sunrise.test']) {
      const refused = await rival.post(DOMAIN).send({ hostname }).expect(409);
      expect(refused.body.message).toBe(DOMAIN_MESSAGES.taken(hostname));
    }
    expect(await domainOf(rival)).toBeNull();
  });

  it('removes the domain: the TLS proxy may no longer ask, here or on the other instance', async () => {
    expect((await sunrise.delete(DOMAIN).expect(200)).body).toEqual({ success: true, info: { domain: null } });
    expect(await domainOf(sunrise)).toBeNull();
    expect(await asked(platform, 'www.sunrise.test')).toBe(404);
    expect(await eventually(async () => (await asked(other, 'www.sunrise.test')) === 404)).toBe(true);
    await rival.post(DOMAIN).send({ hostname: 'www.sunrise.test' }).expect(200);
  });
});
