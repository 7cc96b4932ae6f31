import { emptySiteContent } from '@schoolpage/content-contract';
import { makeWords } from '@schoolpage/words';
import { publishChecklist, readContactReadiness, readOrgReadiness, readPicturesWithoutAltText, stillEmpty } from './publish-checklist';
import { profileWords } from './profile.words';

const english = makeWords('en', profileWords);

describe('publish checklist', () => {
  it('lists what is done and what is still empty', () => {
    const items = publishChecklist({ organizationName: true, welcomeMessage: false, heroImage: false, contact: true }, false);
    expect(items.map((item) => [english.t(`check.${item.key}`), item.done])).toEqual([
      ['School name', true],
      ['Welcome message', false],
      ['Welcome (hero) image', false],
      ['Contact details', true],
      ['E-mail address verified', false],
      ['Alt text of every picture', true],
    ]);
    expect(stillEmpty(items, english)).toBe('welcome message and welcome (hero) image');
    expect(stillEmpty(items, makeWords('hi', profileWords))).toBe('स्वागत संदेश और स्वागत (मुख्य) चित्र');
    expect(stillEmpty(publishChecklist({ organizationName: true, welcomeMessage: true, heroImage: true, contact: true }, false), english)).toBe('');
  });

  it('counts the pictures without alt text, which are asked for but do not make the site empty', () => {
    const items = publishChecklist({ organizationName: true, welcomeMessage: true, heroImage: true, contact: true }, true, 3);
    expect(items.at(-1)).toEqual({ key: 'altText', done: false, missing: 3 });
    expect(stillEmpty(items, english)).toBe('');
    const content = { ...emptySiteContent('Hill'), gallery: [{ url: '/g.png' }, { url: '/h.png', altText: 'Relay race' }], organizationLogo: { url: '/l.png' } };
    // The gallery picture without alt text; not the logo, which the site shows beside the school's name with alt="".
    expect(readPicturesWithoutAltText({ info: content })).toBe(1);
    expect(readPicturesWithoutAltText({})).toBe(0);
  });

  it('reads the saved organisation and contact details', () => {
    expect(readOrgReadiness({ info: { organizationName: 'Hill', welcomeMessage: ' ', organizationImage: '/api/files/x.png' } })).toEqual({
      organizationName: true,
      welcomeMessage: false,
      heroImage: true,
    });
    expect(readContactReadiness({ info: { address: '', phone: ['', '080 1234'], email: [] } })).toBe(true);
    expect(readContactReadiness({ info: { address: '', phone: [], email: [] } })).toBe(false);
  });

  it("adds a CBSE school's Mandatory Public Disclosure with how complete it is, which does not make the site empty", () => {
    const ready = { organizationName: true, welcomeMessage: true, heroImage: true, contact: true };
    expect(publishChecklist(ready, true).some((item) => item.key === 'disclosure')).toBe(false);
    const items = publishChecklist(ready, true, 0, 45);
    expect(items.at(-1)).toEqual({ key: 'disclosure', done: false, percent: 45 });
    expect(stillEmpty(items, english)).toBe('');
    expect(publishChecklist(ready, true, 0, 100).at(-1)?.done).toBe(true);
  });
});
