import { COUNTRIES } from '../accounts/countries';
import { COUNTRY_TIME_ZONES, timeZoneOfCountry } from '../accounts/country-time-zones';
import { schoolTimeZone, timeZoneNames } from './time-zone-names';

describe("a school's time zone name", () => {
  it("takes Intl's IANA zones, spelled as they are kept", () => {
    expect(schoolTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(schoolTimeZone(' asia/kolkata ')).toBe('Asia/Kolkata');
    expect(schoolTimeZone('Europe/London')).toBe('Europe/London');
    expect(schoolTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(schoolTimeZone('UTC')).toBe('UTC');
  });

  it('refuses what is not a zone', () => {
    for (const name of ['', 'Mars/Olympus_Mons', 'IST', '+05:30', 'Asia/Kolkata; drop', '../etc/passwd', 42, null, undefined]) {
      expect(schoolTimeZone(name)).toBeUndefined();
    }
  });

  it('offers every country its zone, each one a zone Intl knows, India Asia/Kolkata', () => {
    expect(COUNTRIES.filter((country) => !COUNTRY_TIME_ZONES[country.code])).toEqual([]);
    expect(Object.values(COUNTRY_TIME_ZONES).filter((zone) => schoolTimeZone(zone) !== zone)).toEqual([]);
    expect(timeZoneOfCountry('india')).toBe('Asia/Kolkata');
    expect(timeZoneOfCountry('unitedKingdom')).toBe('Europe/London');
    expect(timeZoneOfCountry('unitedStates')).toBe('America/New_York');
    expect(timeZoneOfCountry('narnia')).toBe('Asia/Kolkata');
    expect(timeZoneOfCountry('toString')).toBe('Asia/Kolkata');
    expect(timeZoneNames()).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'UTC']));
  });
});
