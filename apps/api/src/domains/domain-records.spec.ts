import type { CustomDomainSettings } from '../config/custom-domain-settings';
import { domainRecords } from './domain-records';

const settings: CustomDomainSettings = {
  platformHost: 'schoolpage.in',
  cnameTarget: 'sites.schoolpage.in',
  ipv4: ['203.0.113.10'],
  ipv6: ['2001:db8::10'],
  dnsServers: [],
};

describe('the records a school creates', () => {
  it('for www.<name>: the TXT, a CNAME, and the bare name’s A and AAAA for the redirect', () => {
    expect(domainRecords('www.sunrise.edu.in', 'tok', settings)).toEqual([
      { type: 'TXT', name: '_schoolpage.www.sunrise.edu.in', value: 'tok', purpose: 'Proves the domain is your school’s.' },
      { type: 'CNAME', name: 'www.sunrise.edu.in', value: 'sites.schoolpage.in', purpose: 'Brings visitors to your site.' },
      { type: 'A', name: 'sunrise.edu.in', value: '203.0.113.10', purpose: 'Sends visitors of sunrise.edu.in on to www.sunrise.edu.in.' },
      { type: 'AAAA', name: 'sunrise.edu.in', value: '2001:db8::10', purpose: 'Sends visitors of sunrise.edu.in on to www.sunrise.edu.in.' },
    ]);
  });

  it('for a bare name: A and AAAA (never a CNAME), and a CNAME for www', () => {
    expect(domainRecords('sunrise.ac.in', 'tok', settings).map(({ type, name, value }) => [type, name, value])).toEqual([
      ['TXT', '_schoolpage.sunrise.ac.in', 'tok'],
      ['A', 'sunrise.ac.in', '203.0.113.10'],
      ['AAAA', 'sunrise.ac.in', '2001:db8::10'],
      ['CNAME', 'www.sunrise.ac.in', 'sites.schoolpage.in'],
    ]);
  });

  it('for another subdomain: no redirect partner', () => {
    expect(domainRecords('admissions.sunrise.co.in', 'tok', settings).map(({ type }) => type)).toEqual(['TXT', 'CNAME']);
  });
});
