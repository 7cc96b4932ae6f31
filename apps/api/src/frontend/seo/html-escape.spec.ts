import { escapeAttribute, escapeText } from './html-escape';

describe('escapeAttribute', () => {
  it('turns every character that could end an attribute or open a tag into an entity', () => {
    expect(escapeAttribute(`"a" & 'b' <c>`)).toBe('&quot;a&quot; &amp; &#39;b&#39; &lt;c&gt;');
  });

  it('leaves ordinary text, accents and dashes alone', () => {
    expect(escapeAttribute('École Sainte-Marie — Pune')).toBe('École Sainte-Marie — Pune');
  });
});

describe('escapeText', () => {
  it('keeps a closing tag as text', () => {
    expect(escapeText('</title><script>alert(1)</script>')).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('escapes an ampersand so an entity in school text stays literal', () => {
    expect(escapeText('Arts &amp; Science')).toBe('Arts &amp;amp; Science');
  });
});
