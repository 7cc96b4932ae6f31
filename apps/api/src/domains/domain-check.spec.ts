import type { CustomDomainSettings } from '../config/custom-domain-settings';
import { caaRecord, DnsServer } from '../testing/dns-server';
import { DnsLookups } from './dns-lookups';
import { checkDomain } from './domain-check';
import { DOMAIN_PROBLEMS } from './domain-messages';

const TOKEN = 'schoolpage-verify=4f1c2a';
const TARGET = 'sites.platform.test';
const settings: CustomDomainSettings = { platformHost: 'platform.test', cnameTarget: TARGET, ipv4: ['203.0.113.10'], ipv6: [], dnsServers: [] };
/** The platform's own name, known to the server (dnsmasq answers a CNAME only to a name it knows). */
const PLATFORM = [`host-record=${TARGET},203.0.113.10`, 'host-record=elsewhere.host.test,198.51.100.7'];
const RIGHT_WWW = [...PLATFORM, `txt-record=_schoolpage.www.sunrise.test,${TOKEN}`, `cname=www.sunrise.test,${TARGET}`, 'host-record=sunrise.test,203.0.113.10'];

describe('checking a school’s records with real DNS (dnsmasq on loopback)', () => {
  let dns: DnsServer;
  let lookups: DnsLookups;

  beforeAll(async () => {
    dns = await DnsServer.start(['test']);
    lookups = new DnsLookups([dns.address]);
  });
  afterAll(() => dns?.close());

  const check = async (hostname: string, records: string[]) => {
    await dns.serve(records);
    return checkDomain(hostname, TOKEN, settings, lookups);
  };

  it('verifies a subdomain whose TXT and CNAME are right, and its bare partner pointing here', async () => {
    expect(await check('www.sunrise.test', RIGHT_WWW)).toEqual({ verified: true, problems: [] });
  });

  it('says the TXT is missing, or names its other value', async () => {
    const missing = RIGHT_WWW.filter((line) => !line.startsWith('txt-record'));
    expect(await check('www.sunrise.test', missing)).toEqual({ verified: false, problems: [DOMAIN_PROBLEMS.txtMissing('_schoolpage.www.sunrise.test', TOKEN)] });
    const other = [...missing, 'txt-record=_schoolpage.www.sunrise.test,someone-else'];
    expect(await check('www.sunrise.test', other)).toEqual({
      verified: false,
      problems: [DOMAIN_PROBLEMS.txtOther('_schoolpage.www.sunrise.test', 'someone-else', TOKEN)],
    });
  });

  it('names the target of a CNAME pointing elsewhere, and says when there is none', async () => {
    const elsewhere = [...RIGHT_WWW.filter((line) => !line.startsWith('cname')), 'cname=www.sunrise.test,elsewhere.host.test'];
    expect((await check('www.sunrise.test', elsewhere)).problems).toEqual([DOMAIN_PROBLEMS.cnameElsewhere('www.sunrise.test', 'elsewhere.host.test', TARGET)]);
    const none = RIGHT_WWW.filter((line) => !line.startsWith('cname'));
    expect(await check('www.sunrise.test', none)).toEqual({ verified: false, problems: [DOMAIN_PROBLEMS.cnameMissing('www.sunrise.test', TARGET)] });
  });

  it('names A records to other addresses, and tells a Cloudflare user to turn the cloud grey', async () => {
    const base = [...PLATFORM, `txt-record=_schoolpage.sunrise.test,${TOKEN}`, 'host-record=www.sunrise.test,203.0.113.10'];
    expect(await check('sunrise.test', [...base, 'host-record=sunrise.test,203.0.113.10'])).toEqual({ verified: true, problems: [] });
    expect(await check('sunrise.test', [...base, 'host-record=sunrise.test,198.51.100.7'])).toEqual({
      verified: false,
      problems: [DOMAIN_PROBLEMS.addressesElsewhere('sunrise.test', '198.51.100.7', '203.0.113.10')],
    });
    expect(await check('sunrise.test', [...base, 'host-record=sunrise.test,104.21.32.1'])).toEqual({
      verified: false,
      problems: [DOMAIN_PROBLEMS.proxied('sunrise.test')],
    });
  });

  it('refuses a CNAME at a bare domain', async () => {
    const records = [...PLATFORM, `txt-record=_schoolpage.sunrise.test,${TOKEN}`, `cname=sunrise.test,${TARGET}`, 'host-record=www.sunrise.test,203.0.113.10'];
    expect(await check('sunrise.test', records)).toEqual({ verified: false, problems: [DOMAIN_PROBLEMS.cnameAtBare('sunrise.test')] });
  });

  it('says when CAA records do not allow Let’s Encrypt, and accepts those that do', async () => {
    expect(await check('www.sunrise.test', [...RIGHT_WWW, caaRecord('sunrise.test', 'issue', 'digicert.com')])).toEqual({
      verified: false,
      problems: [DOMAIN_PROBLEMS.caa('www.sunrise.test')],
    });
    expect(await check('www.sunrise.test', [...RIGHT_WWW, caaRecord('sunrise.test', 'issue', 'letsencrypt.org')])).toEqual({ verified: true, problems: [] });
  });

  it('lists the redirect partner’s problems without holding back the domain itself', async () => {
    const noBare = RIGHT_WWW.filter((line) => !line.startsWith('host-record=sunrise.test'));
    expect(await check('www.sunrise.test', noBare)).toEqual({ verified: true, problems: [DOMAIN_PROBLEMS.addressesMissing('sunrise.test', '203.0.113.10')] });
  });

  it('says the DNS servers did not answer, rather than that a record is missing', async () => {
    await dns.stop();
    const result = await checkDomain('admissions.sunrise.test', TOKEN, settings, lookups);
    expect(result.verified).toBe(false);
    expect(result.problems).toEqual([DOMAIN_PROBLEMS.noAnswer('_schoolpage.admissions.sunrise.test'), DOMAIN_PROBLEMS.noAnswer('admissions.sunrise.test')]);
    expect(result.unanswered).toBe(true);
  });
});
