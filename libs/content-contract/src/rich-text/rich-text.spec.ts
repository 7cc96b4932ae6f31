import { richTextsIn } from './rich-text';

describe('richTextsIn', () => {
  it('finds every rich-text body by its shape, whatever holds it and however deep', () => {
    const page = { type: 'doc', content: [] };
    const circular = { type: 'doc', content: [{ type: 'paragraph' }] };
    const translated = { type: 'doc', content: [] };
    const content = { pages: [{ title: 'A', body: page }], notice: [{ body: circular }], translations: { hi: { pages: { a: { body: translated } } } }, title: 'doc' };
    expect(new Set(richTextsIn(content))).toEqual(new Set([page, circular, translated]));
    expect(richTextsIn(undefined)).toEqual([]);
  });
});
