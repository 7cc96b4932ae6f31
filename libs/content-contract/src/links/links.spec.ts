import fc from 'fast-check';
import { isEmailAddress, mailtoHref } from './email-link';
import { mapLinks } from './map-links';
import { phoneLinks, telHref } from './phone-link';
import { socialUrl, whatsAppUrl, isWhatsApp } from './social-link';
import { socialMediaAddress } from './social-media-address';

/** A URL as the WHATWG parser and the Nu Html Checker read it: parsable, and nothing left unencoded. */
function isValidUrl(href: string): boolean {
  try {
    new URL(href);
  } catch {
    return false;
  }
  return !/[\s"<>\\^`{|}]/.test(href) && !/%(?![\da-f]{2})/i.test(href) && [...href].every((c) => c.charCodeAt(0) < 128);
}

describe('mailtoHref', () => {
  it('links an e-mail address as typed, percent-encoding what a URL may not hold', () => {
    expect(mailtoHref(' office@stmarys.example ')).toBe('mailto:office@stmarys.example');
    expect(mailtoHref("o'brien+admissions@school.example")).toBe("mailto:o'brien%2Badmissions@school.example");
    expect(mailtoHref('प्रधान@विद्यालय.भारत')).toBe(`mailto:${encodeURIComponent('प्रधान')}@${encodeURIComponent('विद्यालय.भारत')}`);
  });

  it('gives no link for what cannot be an e-mail address', () => {
    for (const typed of ['"><img/src=x/onerror=alert(1)>@a.bc', 'javascript:alert(1)', 'office@', '@school.example', 'a b@school.example', 'office@school', 'a@b..example', '', undefined]) {
      expect({ typed, href: mailtoHref(typed) }).toEqual({ typed, href: undefined });
    }
  });

  it('is a valid URL for any text, or no link at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (local, domain) => {
        for (const typed of [`${local}@${domain}`, `${local}@${domain}.org`, local]) {
          const href = mailtoHref(typed);
          if (href !== undefined) {
            expect(isValidUrl(href)).toBe(true);
            expect(isEmailAddress(typed.trim())).toBe(true);
          }
        }
      }),
    );
  });
});

describe('telHref and phoneLinks', () => {
  it('dials the E.164 number when known, else the digits and leading + of the typed number', () => {
    expect(telHref('080 2345 6789', '+918023456789')).toBe('tel:+918023456789');
    expect(telHref('+91 (80) 2345-6789')).toBe('tel:+918023456789');
    expect(telHref('080 2345 6789', '')).toBe('tel:08023456789');
  });

  it('gives no link for what cannot be a phone number', () => {
    for (const typed of ['call the office', 'javascript:alert(1)', '12', '"><b>1234</b>', '1234567890123456', '98 + 76']) {
      expect({ typed, href: telHref(typed) }).toEqual({ typed, href: undefined });
    }
    expect(telHref('call us', 'not a number')).toBeUndefined();
  });

  it('keeps each number as shown, paired with its own E.164 form, and skips blanks', () => {
    expect(phoneLinks(['080 2345 6789', ' ', '98765 40000', 'ask at the gate'], ['+918023456789', '', '+919876540000'])).toEqual([
      { text: '080 2345 6789', href: 'tel:+918023456789' },
      { text: '98765 40000', href: 'tel:+919876540000' },
      { text: 'ask at the gate', href: undefined },
    ]);
  });

  it('is a valid URL for any text, or no link at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (typed, e164) => {
        const href = telHref(typed, e164);
        if (href !== undefined) expect(href).toMatch(/^tel:\+?\d{3,15}$/);
      }),
    );
  });
});

describe('socialUrl', () => {
  it('adds https:// to a bare domain and keeps web addresses', () => {
    expect(socialUrl('instagram.com/ourschool')).toBe('https://instagram.com/ourschool');
    expect(socialUrl(' www.facebook.com/st.marys ')).toBe('https://www.facebook.com/st.marys');
    expect(socialUrl('http://example.org/a b'.replace(' ', ''))).toBe('http://example.org/ab');
    expect(socialUrl('https://www.youtube.com/@StMarys')).toBe('https://www.youtube.com/@StMarys');
    expect(socialUrl('youtube.com/@विद्यालय')).toBe(`https://youtube.com/@${encodeURIComponent('विद्यालय')}`);
  });

  it('gives no link for what is not a web address', () => {
    for (const typed of ['javascript:alert(1)', 'data:text/html,<b>', 'ftp://example.org', 'our school', 'instagram', 'https://user:pw@example.org', '"><img src=x>', '', undefined]) {
      expect({ typed, url: socialUrl(typed) }).toEqual({ typed, url: undefined });
    }
  });

  it('is a valid http(s) URL for any text, or no link at all', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.webUrl().map((url) => url.replace(/^https?:\/\//, '')), fc.webUrl()), (typed) => {
        const url = socialUrl(typed);
        if (url !== undefined) {
          expect(isValidUrl(url)).toBe(true);
          expect(url).toMatch(/^https?:\/\//);
        }
      }),
    );
  });
});

describe('whatsAppUrl', () => {
  it('opens a chat with a number in E.164, and is undefined for anything else', () => {
    expect(whatsAppUrl('+919829011111')).toBe('https://wa.me/919829011111');
    expect(whatsAppUrl('98290 11111')).toBeUndefined();
    expect(isWhatsApp(' WhatsApp ')).toBe(true);
    expect(isWhatsApp('Whats App')).toBe(true);
    expect(isWhatsApp('Instagram')).toBe(false);
  });
});

describe('socialMediaAddress', () => {
  it('is a web address, or a WhatsApp chat for a phone number with its country code', () => {
    expect(socialMediaAddress('instagram.com/ourschool')).toBe('https://instagram.com/ourschool');
    expect(socialMediaAddress('+91 98290 11111')).toBe('https://wa.me/919829011111');
    expect(socialMediaAddress('wa.me/919829011111')).toBe('https://wa.me/919829011111');
    expect(socialMediaAddress('our instagram')).toBeUndefined();
    expect(socialMediaAddress('123')).toBeUndefined();
  });
});

describe('mapLinks', () => {
  it('opens the spot in OpenStreetMap and Google Maps', () => {
    const links = mapLinks('18.5204', ' 73.8567 ');
    expect(links?.openStreetMap).toBe('https://www.openstreetmap.org/?mlat=18.5204&mlon=73.8567#map=17/18.5204/73.8567');
    expect(links?.googleMaps).toBe('https://www.google.com/maps/search/?api=1&query=18.5204%2C73.8567');
    expect(links?.embed).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=73\.85070,18\.51740,73\.86270,18\.52340&layer=mapnik&marker=18\.5204%2C73\.8567$/);
  });

  it('is undefined for anything that is not a latitude and longitude', () => {
    expect(mapLinks('', '')).toBeUndefined();
    expect(mapLinks('91', '10')).toBeUndefined();
    expect(mapLinks('10', '181')).toBeUndefined();
    expect(mapLinks('12,5', '10')).toBeUndefined();
    expect(mapLinks('javascript:alert(1)', '10')).toBeUndefined();
  });

  it('is valid URLs for any text, or no links at all', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), fc.oneof(fc.string(), fc.double().map(String)), (latitude, longitude) => {
        const links = mapLinks(latitude, longitude);
        if (links) for (const href of [links.openStreetMap, links.googleMaps, links.embed]) expect(isValidUrl(href)).toBe(true);
      }),
    );
  });
});
