import { jsonForScript } from './json-for-script';

describe('jsonForScript', () => {
  const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- a & b -->', line: 'one\u2028two' };

  it('leaves no character that could end the script or open a comment', () => {
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u003c!--');
  });

  it('reads back to the same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });
});
