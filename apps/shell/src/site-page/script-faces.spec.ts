import { declaresScriptFaces } from './script-faces';

describe("a school's page lets the site's faces for India's scripts in after its first paint (#45)", () => {
  it('when it declares them (a page with a character of their scripts)', () => {
    expect(declaresScriptFaces([{ family: 'Noto Serif' }, { family: '"SchoolPage Scripts"' }])).toBe(true);
    expect(declaresScriptFaces([{ family: 'SchoolPage Scripts' }])).toBe(true);
  });

  it('not when it declares none (a page in English): nothing would change but a whole restyle', () => {
    expect(declaresScriptFaces([])).toBe(false);
    expect(declaresScriptFaces([{ family: 'Noto Serif' }, { family: 'SchoolPage Scripts Extra' }])).toBe(false);
  });
});
