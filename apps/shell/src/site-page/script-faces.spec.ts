import { scriptFacesOf } from './script-faces';

describe("a school's page fetches the site's faces for India's scripts after its first paint (#45)", () => {
  it('the ones it declares (a page with a character of their scripts)', () => {
    const devanagari = { family: '"SchoolPage Scripts"' };
    const bold = { family: 'SchoolPage Scripts' };
    expect(scriptFacesOf([{ family: 'Noto Serif' }, devanagari, bold])).toEqual([devanagari, bold]);
  });

  it('none when it declares none (a page in English), nor faces of other families', () => {
    expect(scriptFacesOf([])).toEqual([]);
    expect(scriptFacesOf([{ family: 'Noto Serif' }, { family: 'SchoolPage Scripts Extra' }])).toEqual([]);
  });
});
