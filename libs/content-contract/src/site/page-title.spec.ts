import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('is the school name alone on the home page', () => {
    expect(pageTitle('Greenfield School', '', 'Home')).toBe('Greenfield School');
  });

  it('is "<page name> — <school name>" below it', () => {
    expect(pageTitle('Greenfield School', 'about', 'About')).toBe('About — Greenfield School');
  });

  it('collapses whitespace in both names', () => {
    expect(pageTitle('  Greenfield \n School ', 'notice', ' Notice\tboard ')).toBe('Notice board — Greenfield School');
  });

  it('never comes out empty while the school has no name', () => {
    expect(pageTitle('', 'about', 'About')).toBe('About');
    expect(pageTitle(' ', '', '')).toBe('Home');
  });
});
