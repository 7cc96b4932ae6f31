import { createHash } from 'node:crypto';
import { inlineStylesOf } from './inline-styles';
import { pagePolicy } from './security-headers';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe("a page's inline styles, named by their hashes", () => {
  const html =
    '<html><head><style>body{margin:0}</style><style>.a{color:red}</style></head><body>' +
    '<div class="frame" style="--brand:#0b5;font-family:&quot;Noto Sans&quot;"><noscript><style>.menu{display:none}</style></noscript>' +
    '<img style="object-position:50% 20%" alt=""><img style="object-position:50% 20%" alt=""><p>style="not an attribute"</p></div></body></html>';

  it('hashes each style element (a no-script one too) and each style attribute as the browser reads it, each once', () => {
    expect(inlineStylesOf(html)).toEqual({
      elements: [sha256('body{margin:0}'), sha256('.a{color:red}'), sha256('.menu{display:none}')],
      attributes: [sha256('--brand:#0b5;font-family:"Noto Sans"'), sha256('object-position:50% 20%')],
    });
  });

  it('gives the page a policy that allows those styles and no other inline style', () => {
    const policy = pagePolicy(['sha384-script'], inlineStylesOf(html));
    const directive = (name: string) => policy.split(';').find((part) => part.startsWith(`${name} `));
    expect(policy).not.toContain('unsafe-inline');
    expect(directive('style-src')).toBe(`style-src 'self' '${sha256('body{margin:0}')}' '${sha256('.a{color:red}')}' '${sha256('.menu{display:none}')}'`);
    expect(directive('style-src-attr')).toBe(
      `style-src-attr 'unsafe-hashes' '${sha256('--brand:#0b5;font-family:"Noto Sans"')}' '${sha256('object-position:50% 20%')}'`,
    );
    expect(directive('script-src')).toBe("script-src 'strict-dynamic' 'sha384-script'");
  });

  it('allows no style attribute on a page without one', () => {
    expect(pagePolicy([], inlineStylesOf('<style>p{margin:0}</style><p>x</p>'))).toContain("style-src-attr 'none'");
  });

  it('leaves the policy of the platform’s own pages as it was', () => {
    expect(pagePolicy()).toContain("style-src 'self' 'unsafe-inline'");
    expect(pagePolicy()).not.toContain('style-src-attr');
  });
});
