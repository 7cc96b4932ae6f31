import { withoutEmptyFields } from './without-empty-fields';

describe('withoutEmptyFields', () => {
  it('drops undefined fields and keeps every other value, falsy ones included', () => {
    const value = { a: 'x', b: undefined, c: 0, d: false, e: { f: undefined } };
    expect(withoutEmptyFields(value)).toEqual({ a: 'x', c: 0, d: false, e: { f: undefined } });
    expect(Object.keys(withoutEmptyFields(value))).toEqual(['a', 'c', 'd', 'e']);
  });
});
