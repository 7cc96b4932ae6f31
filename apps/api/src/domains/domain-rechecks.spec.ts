import type { CustomDomain } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { DnsServer } from '../testing/dns-server';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { DomainClock } from './domain-clock';
import { DomainRechecks } from './domain-rechecks';
import { DAY_MS } from './domain-recheck-schedule';

const DOMAIN = '/api/dashboard/domain';
const ASK = '/api/platform/tls/ask';
const TARGET = 'sites.platform.test';
const PLATFORM_RECORDS = [`host-record=${TARGET},203.0.113.10`, 'host-record=elsewhere.host.test,198.51.100.7'];
const T0 = Date.parse('2026-11-29T04:00:00.000Z');
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

/** The records that prove `hostname` (a www name) with `token` and route it here. */
const rightRecords = (hostname: string, token: string) => [
  ...PLATFORM_RECORDS,
  `txt-record=_schoolpage.${hostname},${token}`,
  `cname=${hostname},${TARGET}`,
  `host-record=${hostname.slice(4)},203.0.113.10`,
];

describe('the automatic re-checks of a school’s domain (real DNS, the domains’ clock)', () => {
  let dns: DnsServer;
  let platform: TestPlatform;
  let clock: DomainClock;
  let rechecks: DomainRechecks;
  let now = T0;

  beforeAll(async () => {
    dns = await DnsServer.start(['test'], PLATFORM_RECORDS);
    platform = await startTestPlatform({ PUBLIC_ORIGIN: 'https://platform.test', SITES_CNAME_TARGET: TARGET, SITES_IPV4: '203.0.113.10', DNS_SERVERS: dns.address });
    clock = platform.app.get(DomainClock);
    clock.now = () => now;
    rechecks = platform.app.get(DomainRechecks);
  });
  afterAll(async () => {
    await platform?.close();
    await dns?.close();
  });

  const domainOf = async (agent: Awaited<ReturnType<typeof signedInAdmin>>) => (await agent.get(DOMAIN).expect(200)).body.info.domain as CustomDomain;
  const mailsAbout = (hostname: string) => platform.outbox().filter((mail) => mail.includes(hostname));
  const asked = async (name: string) => (await platform.agent().get(ASK).query({ domain: name })).status;

  it('verifies a pending domain by itself once its records are right, and e-mails the owner', async () => {
    const owner = await signedInAdmin(platform, { userId: 'sunrise', email: 'office@sunrise.test', organizationName: 'Sunrise School' });
    now = T0;
    const set = (await owner.post(DOMAIN).send({ hostname: 'www.sunrise.test' }).expect(200)).body.info.domain as CustomDomain;
    const token = set.records[0]?.value;

    now = T0 + 10 * SECOND;
    expect(await rechecks.runDue()).toBe(0);
    now = T0 + 20 * SECOND;
    await dns.serve([...PLATFORM_RECORDS, `txt-record=_schoolpage.www.sunrise.test,${token}`, 'cname=www.sunrise.test,elsewhere.host.test']);
    expect(await rechecks.runDue()).toBe(1);
    const wrong = await domainOf(owner);
    expect(wrong).toMatchObject({ status: 'pending', checkedAt: new Date(T0 + 20 * SECOND).toISOString() });
    expect(wrong.problems.join(' ')).toContain('elsewhere.host.test');
    expect(mailsAbout('www.sunrise.test')).toEqual([]);

    await dns.serve(rightRecords('www.sunrise.test', token));
    now = T0 + 30 * SECOND;
    expect(await rechecks.runDue()).toBe(0);
    now = T0 + 40 * SECOND;
    expect(await rechecks.runDue()).toBe(1);
    expect(await domainOf(owner)).toMatchObject({ status: 'verified', problems: [], verifiedAt: new Date(now).toISOString() });
    expect(await asked('www.sunrise.test')).toBe(200);
    const mails = mailsAbout('www.sunrise.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: office@sunrise.test');
    expect(mails[0]).toContain('Subject: www.sunrise.test is connected to the site of Sunrise School');
    expect(mails[0]).toContain('https://platform.test/dashboard/profile');

    // Verified: checked again a day later, not before.
    now += DAY_MS - SECOND;
    expect(await rechecks.runDue()).toBe(0);
  });

  it('keeps a verified domain whose records fail for under 3 days, then finds it lost and e-mails the owner', async () => {
    const owner = await signedInAdmin(platform, { userId: 'lotus', email: 'office@lotus.test', organizationName: 'Lotus School' });
    now = T0 + 5 * DAY_MS;
    const token = ((await owner.post(DOMAIN).send({ hostname: 'www.lotus.test' }).expect(200)).body.info.domain as CustomDomain).records[0]?.value;
    await dns.serve(rightRecords('www.lotus.test', token));
    await owner.post('/api/dashboard/domain/check').expect(200);
    expect((await domainOf(owner)).status).toBe('verified');
    const verifiedMails = mailsAbout('www.lotus.test').length;

    // The school moves its name elsewhere: each daily check fails.
    await dns.serve([...PLATFORM_RECORDS, `txt-record=_schoolpage.www.lotus.test,${token}`, 'cname=www.lotus.test,elsewhere.host.test']);
    for (const day of [1, 2, 3]) {
      now = T0 + 5 * DAY_MS + day * DAY_MS;
      await rechecks.runDue();
      const domain = await domainOf(owner);
      expect(domain.problems.join(' ')).toContain('elsewhere.host.test');
      expect(domain.status).toBe('verified');
      expect(await asked('www.lotus.test')).toBe(200);
    }
    now = T0 + 5 * DAY_MS + 4 * DAY_MS;
    await rechecks.runDue();
    expect((await domainOf(owner)).status).toBe('lost');
    expect(await asked('www.lotus.test')).toBe(404);
    const lost = mailsAbout('www.lotus.test').slice(verifiedMails);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toContain('Subject: www.lotus.test no longer leads to the site of Lotus School');

    // Its records put back, the next daily check connects it again.
    await dns.serve(rightRecords('www.lotus.test', token));
    now += DAY_MS;
    await rechecks.runDue();
    expect((await domainOf(owner)).status).toBe('verified');
    expect(await asked('www.lotus.test')).toBe(200);
  });

  it('a passing check in between starts the 3 days again', async () => {
    const owner = await signedInAdmin(platform, { userId: 'oak', email: 'office@oak.test', organizationName: 'Oak School' });
    now = T0 + 20 * DAY_MS;
    const token = ((await owner.post(DOMAIN).send({ hostname: 'www.oak.test' }).expect(200)).body.info.domain as CustomDomain).records[0]?.value;
    await dns.serve(rightRecords('www.oak.test', token));
    await owner.post('/api/dashboard/domain/check').expect(200);
    const wrong = [...PLATFORM_RECORDS, `txt-record=_schoolpage.www.oak.test,${token}`, 'cname=www.oak.test,elsewhere.host.test'];
    for (const [day, records] of [[1, wrong], [2, wrong], [3, rightRecords('www.oak.test', token)], [4, wrong], [5, wrong], [6, wrong]] as const) {
      await dns.serve(records);
      now = T0 + 20 * DAY_MS + day * DAY_MS;
      await owner.post('/api/dashboard/domain/check').expect(200);
    }
    expect((await domainOf(owner)).status).toBe('verified');
  });

  it('stops re-checking a pending domain 72 hours after it was set; it stays pending and "Check now" still checks it', async () => {
    const owner = await signedInAdmin(platform, { userId: 'maple', email: 'office@maple.test', organizationName: 'Maple School' });
    now = T0 + 40 * DAY_MS;
    const setAt = now;
    const token = ((await owner.post(DOMAIN).send({ hostname: 'www.maple.test' }).expect(200)).body.info.domain as CustomDomain).records[0]?.value;
    await dns.serve(PLATFORM_RECORDS);
    let checks = 0;
    for (now = setAt; now <= setAt + 80 * HOUR; now += 10 * 60 * SECOND) checks += (await rechecks.runDue()) ?? 0;
    // Every 20 s for 10 minutes is not reached at this step; then each minute, every 10 minutes to a day, hourly to 72 hours.
    expect(checks).toBeGreaterThan(70);
    const last = Date.parse((await domainOf(owner)).checkedAt as string);
    expect(last).toBeLessThan(setAt + 73 * HOUR);
    expect(last).toBeGreaterThanOrEqual(setAt + 71 * HOUR);
    expect((await domainOf(owner)).status).toBe('pending');

    await dns.serve(rightRecords('www.maple.test', token));
    expect(await rechecks.runDue()).toBe(0);
    expect(((await owner.post('/api/dashboard/domain/check').expect(200)).body.info.domain as CustomDomain).status).toBe('verified');
  });
});
