import { emptySiteContent, type SiteContent } from '@schoolpage/content-contract';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { cutAtWord, DESCRIPTION_MAX_LENGTH, metaDescription } from './meta-description';

function site(change: Partial<SiteContent>): SiteContent {
  return { ...emptySiteContent('Greenfield School'), ...change };
}

describe('cutAtWord', () => {
  it('keeps a text that fits', () => {
    expect(cutAtWord('Short and sweet.', 160)).toBe('Short and sweet.');
  });

  it('cuts a long text at a word boundary with "…" and stays within the limit', () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const cut = cutAtWord(text);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text.charAt(cut.length - 1)).toBe(' ');
  });

  it('keeps the last word whole when the cut falls right after it', () => {
    expect(cutAtWord('aaaa bbbb cccc', 10)).toBe('aaaa bbbb…');
  });

  it('drops a trailing comma before the ellipsis', () => {
    expect(cutAtWord('one, two, three, four', 12)).toBe('one, two…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(cutAtWord('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const cut = cutAtWord('🎓'.repeat(200), 10);
    expect(cut).toBe(`${'🎓'.repeat(9)}…`);
  });
});

describe('metaDescription', () => {
  it("is the welcome message, whitespace collapsed", () => {
    expect(metaDescription(site({ welcomeMessage: { welcomeMsg: ' Welcome\n\n to  our school. ' } }))).toBe('Welcome to our school.');
  });

  it('falls back to the first overview entry with text', () => {
    const overview = [
      { overviewContent: '  ', imageUrl: { url: '/a.png' } },
      { overviewContent: 'Over 60 years of teaching.', imageUrl: { url: '/b.png' } },
    ];
    expect(metaDescription(site({ overview }))).toBe('Over 60 years of teaching.');
  });

  it("falls back to a neutral sentence with the school's name", () => {
    expect(metaDescription(site({}))).toBe('The official website of Greenfield School.');
  });

  it('is empty for a site with nothing, not even a name', () => {
    expect(metaDescription(emptySiteContent())).toBe('');
  });

  it('keeps the sample welcome message whole (it is under 160 characters)', () => {
    expect(metaDescription(SAMPLE_SITE_CONTENT)).toBe(SAMPLE_SITE_CONTENT.welcomeMessage.welcomeMsg);
  });

  it('cuts a long welcome message to 160 characters with "…"', () => {
    const description = metaDescription(site({ welcomeMessage: { welcomeMsg: 'Learning together. '.repeat(20) } }));
    expect(description).toBe(`${'Learning together. '.repeat(8).trim().slice(0, -1)}…`);
    expect(description.endsWith('together…')).toBe(true);
  });
});
