import { inEditingLanguage, setEditingLanguage } from './editing-language';
import { fieldLabel } from './field-label';

describe('the language the texts are edited in (#29)', () => {
  afterEach(() => setEditingLanguage(undefined));

  it('leaves every call as it is while the default language is edited', () => {
    expect(inEditingLanguage('/api/dashboard/about/faq')).toBe('/api/dashboard/about/faq');
  });

  it('names another language on the content routes, not on the languages route or outside the dashboard', () => {
    setEditingLanguage('hi');
    expect(inEditingLanguage('/api/dashboard/about/faq')).toBe('/api/dashboard/about/faq?lang=hi');
    expect(inEditingLanguage('/api/dashboard/about/faq/0?id=abc')).toBe('/api/dashboard/about/faq/0?id=abc&lang=hi');
    expect(inEditingLanguage('/api/dashboard/languages')).toBe('/api/dashboard/languages');
    expect(inEditingLanguage('/api/auth/logout')).toBe('/api/auth/logout');
  });

  it('names a missing field as the school reads it', () => {
    expect(fieldLabel('organizationName')).toBe('School name');
    expect(fieldLabel('welcomeMessage/welcomeMsg')).toBe('Welcome message: message');
    expect(fieldLabel('faq/#abc/question', () => 2)).toBe('FAQ: item 2, question');
    expect(fieldLabel('vision/0')).toBe('Vision: line 1');
  });
});
