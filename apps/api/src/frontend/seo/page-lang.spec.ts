import { pageLang } from './page-lang';

describe('pageLang', () => {
  it('is "en" unless told otherwise', () => {
    expect(pageLang()).toBe('en');
    expect(pageLang('')).toBe('en');
  });

  it('keeps a language tag', () => {
    expect(pageLang('hi')).toBe('hi');
    expect(pageLang('en-IN')).toBe('en-IN');
    expect(pageLang(' mr ')).toBe('mr');
  });

  it('refuses anything that is not a language tag', () => {
    expect(pageLang('"><script>')).toBe('en');
    expect(pageLang('english language')).toBe('en');
  });
});
