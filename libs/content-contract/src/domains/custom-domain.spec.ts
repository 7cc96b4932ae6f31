import { DOMAIN_MESSAGES, isBareDomain, normaliseHostname, redirectPartnerOf } from './custom-domain';
import { registrableDomainOf } from './public-suffixes';

describe('a school’s own domain as typed', () => {
  it.each([
    ['www.SunriseSchool.edu.in', 'www.sunriseschool.edu.in'],
    ['www.sunriseschool.edu.in.', 'www.sunriseschool.edu.in'],
    ['https://www.sunriseschool.edu.in/about?x=1', 'www.sunriseschool.edu.in'],
    ['  HTTP://sunriseschool.ac.in:8080/  ', 'sunriseschool.ac.in'],
    ['www.सूर्योदय.भारत', 'www.xn--j2brbb3b8c5co.xn--h2brj9c'],
    ['münchen-schule.de', 'xn--mnchen-schule-wob.de'],
  ])('keeps %s as %s', (typed, kept) => {
    expect(normaliseHostname(typed)).toEqual({ hostname: kept });
  });

  it.each([
    ['', DOMAIN_MESSAGES.empty],
    ['192.168.1.10', DOMAIN_MESSAGES.ipAddress],
    ['https://[2001:db8::1]/', DOMAIN_MESSAGES.ipAddress],
    ['edu.in', DOMAIN_MESSAGES.notRegistrable('edu.in')],
    ['ac.in', DOMAIN_MESSAGES.notRegistrable('ac.in')],
    ['co.in', DOMAIN_MESSAGES.notRegistrable('co.in')],
    ['in', DOMAIN_MESSAGES.notRegistrable('in')],
    ['localhost', DOMAIN_MESSAGES.notRegistrable('localhost')],
    ['school page.in', DOMAIN_MESSAGES.invalid],
    ['-bad-.in', DOMAIN_MESSAGES.invalid],
    ['me@school.in', DOMAIN_MESSAGES.invalid],
  ])('refuses %j with a clear message', (typed, problem) => {
    expect(normaliseHostname(typed)).toEqual({ problem });
  });

  it('refuses the platform’s own host and names under it, but not names that merely end alike', () => {
    expect(normaliseHostname('schoolpage.in', 'schoolpage.in')).toEqual({ problem: DOMAIN_MESSAGES.platformHost });
    expect(normaliseHostname('https://sunrise.SchoolPage.in/s/sunrise', 'schoolpage.in')).toEqual({ problem: DOMAIN_MESSAGES.platformHost });
    expect(normaliseHostname('myschoolpage.in', 'schoolpage.in')).toEqual({ hostname: 'myschoolpage.in' });
  });

  it('knows the registrable name, whether a name is bare, and its www ↔ bare partner', () => {
    expect(registrableDomainOf('www.sunriseschool.edu.in')).toBe('sunriseschool.edu.in');
    expect(registrableDomainOf('a.b.sunrise.co.in')).toBe('sunrise.co.in');
    expect(registrableDomainOf('edu.in')).toBeUndefined();
    expect(isBareDomain('sunriseschool.edu.in')).toBe(true);
    expect(isBareDomain('www.sunriseschool.edu.in')).toBe(false);
    expect(redirectPartnerOf('www.sunriseschool.edu.in')).toBe('sunriseschool.edu.in');
    expect(redirectPartnerOf('sunriseschool.edu.in')).toBe('www.sunriseschool.edu.in');
    expect(redirectPartnerOf('admissions.sunriseschool.edu.in')).toBeNull();
  });
});
