import { emptySiteContent } from '../site/empty-site-content';
import type { SiteContent } from '../site/site-content';
import type { StoredSiteContent } from '../site/stored-site-content';
import { publicContent } from '../site/public-content';
import {
  changeInLanguage,
  hiddenTranslations,
  sameDefaultTexts,
  textFields,
  textFingerprint,
  translatedContent,
  translationState,
  withDefaultLanguage,
  withTranslatedChange,
  writesTexts,
} from './translations';

function school(): SiteContent {
  const content = emptySiteContent('Sunrise Public School');
  content.welcomeMessage.welcomeMsg = 'Welcome to Sunrise.';
  content.vision = ['Every child reads.'];
  content.facilities = [
    { id: 'f1', title: 'Library', content: 'Ten thousand books.', imageUrl: '/api/files/abc.jpg' } as never,
    { id: 'f2', title: 'Playground', content: 'Two acres.', imageUrl: '/api/files/def.jpg' } as never,
  ];
  return content;
}

/** A change made in `language`, as the dashboard's save loop runs it. */
function changeIn<C extends SiteContent>(stored: C, language: string, edit: (view: C) => void): C {
  const before = translatedContent(stored, language);
  const after = JSON.parse(JSON.stringify(before)) as C;
  edit(after);
  return withTranslatedChange(stored, before, after, language);
}

describe('texts in other languages (#29)', () => {
  it('finds every text the school typed by a path of keys and item ids, and leaves files and ids out', () => {
    const fields = textFields(school());
    expect(fields.get('organizationName')).toBe('Sunrise Public School');
    expect(fields.get('welcomeMessage/welcomeMsg')).toBe('Welcome to Sunrise.');
    expect(fields.get('vision/0')).toBe('Every child reads.');
    expect(fields.get('facilities/#f1/title')).toBe('Library');
    expect([...fields.keys()].some((path) => /imageUrl|\/id$/.test(path))).toBe(false);
  });

  it('saves a change made in Hindi as Hindi only: the English texts stay, shared fields change for all', () => {
    const stored = school();
    const saved = changeIn(stored, 'hi', (view) => {
      view.facilities[0].title = 'पुस्तकालय';
      view.facilities[1].imageUrl = '/api/files/new.jpg' as never;
    });
    expect(saved.facilities[0].title).toBe('Library');
    expect(saved.facilities[1].imageUrl).toBe('/api/files/new.jpg');
    expect(saved.translations?.hi['facilities/#f1/title']).toEqual({ text: 'पुस्तकालय', source: textFingerprint('Library') });
    expect(translatedContent(saved, 'hi').facilities[0].title).toBe('पुस्तकालय');
    expect(translatedContent(saved, 'hi').facilities[1].title).toBe('Playground');
    expect(translatedContent(saved, 'ur').facilities[0].title).toBe('Library');
  });

  it('follows an item when the list is reordered, and forgets it when the item is deleted', () => {
    let saved = changeIn(school(), 'hi', (view) => (view.facilities[1].title = 'खेल का मैदान'));
    saved = { ...saved, facilities: [saved.facilities[1], saved.facilities[0]] };
    expect(translatedContent(saved, 'hi').facilities[0].title).toBe('खेल का मैदान');
    saved = changeIn(saved, 'en', (view) => view.facilities.splice(0, 1));
    expect(saved.translations?.hi).toEqual({});
  });

  it('counts what is translated, missing, and needs review once the default text changes', () => {
    let saved = changeIn(school(), 'hi', (view) => {
      view.organizationName = 'सनराइज़ पब्लिक स्कूल';
      view.vision[0] = 'हर बच्चा पढ़े।';
    });
    let state = translationState(saved, 'hi');
    expect(state.translated).toBe(2);
    expect(state.needsReview).toEqual([]);
    expect(state.missing).toContain('welcomeMessage/welcomeMsg');
    // The English vision changes: its Hindi needs review until saved again.
    saved = { ...saved, vision: ['Every child reads and writes.'] };
    state = translationState(saved, 'hi');
    expect(state.needsReview).toEqual(['vision/0']);
    saved = changeIn(saved, 'hi', (view) => (view.vision[0] = 'हर बच्चा पढ़े और लिखे।'));
    expect(translationState(saved, 'hi').needsReview).toEqual([]);
    expect(saved.vision).toEqual(['Every child reads and writes.']);
  });

  it('keeps the texts of an item added in another language as its default texts too, so nothing is lost', () => {
    const saved = changeIn(school(), 'hi', (view) => view.facilities.push({ id: 'f3', title: 'प्रयोगशाला', content: 'विज्ञान', imageUrl: '/x.jpg' } as never));
    expect(saved.facilities[2].title).toBe('प्रयोगशाला');
    expect(saved.translations?.hi['facilities/#f3/title']?.text).toBe('प्रयोगशाला');
  });

  it('never sends the other languages whole to visitors', () => {
    const saved = changeIn(school(), 'hi', (view) => (view.organizationName = 'सनराइज़'));
    const stored = saved as unknown as StoredSiteContent;
    expect(publicContent(stored)).not.toHaveProperty('translations');
    expect(publicContent(translatedContent(stored, 'hi')).organizationName).toBe('सनराइज़');
  });

  it('makes another language the default without losing a word of either', () => {
    const saved = changeIn(school(), 'hi', (view) => (view.organizationName = 'सनराइज़ पब्लिक स्कूल'));
    const switched = withDefaultLanguage(saved, 'en', 'hi');
    expect(switched.organizationName).toBe('सनराइज़ पब्लिक स्कूल');
    expect(switched.vision).toEqual(['Every child reads.']);
    expect(translatedContent(switched, 'en').organizationName).toBe('Sunrise Public School');
    expect(switched.translations?.hi).toBeUndefined();
    expect(translationState(switched, 'en').needsReview).toEqual([]);
  });
});

describe('changeInLanguage', () => {
  const stored = {
    organizationName: 'Green Valley School',
    faq: [{ id: 'a', question: 'Bus?', answer: 'Yes.' }],
    alert: { message: 'School closed tomorrow', level: 'warning' as const },
    news: [{ id: 'n', title: 'Sports day', updatedAt: '2026-01-01T00:00:00.000Z' }],
  };

  it('keeps every default text and the items’ updated times, and saves the typed texts as the language’s', () => {
    const before = translatedContent(stored, 'hi');
    const after = { ...before, alert: { message: 'कल स्कूल बंद', level: 'warning' as const }, news: [{ id: 'n', title: 'खेल दिवस', updatedAt: '2026-02-02T00:00:00.000Z' }] };
    const change = changeInLanguage(stored, before, after, 'hi');
    if (!('content' in change)) throw new Error('refused');
    expect(change.content.alert.message).toBe('School closed tomorrow');
    expect(change.content.news[0]).toEqual(stored.news[0]);
    expect(translatedContent(change.content, 'hi').alert.message).toBe('कल स्कूल बंद');
    expect(sameDefaultTexts(stored, change.content)).toBe(true);
  });

  it('refuses a new item typed in the language', () => {
    const before = translatedContent(stored, 'hi');
    const after = { ...before, faq: [...before.faq, { id: 'b', question: 'फ़ीस?', answer: 'हाँ' }] };
    expect(changeInLanguage(stored, before, after, 'hi')).toEqual({ refused: 'addInDefault' });
  });

  it('tells a change that writes texts from one that removes or moves', () => {
    expect(writesTexts(stored, { ...stored, faq: [] })).toBe(false);
    expect(writesTexts(stored, { ...stored, faq: [{ id: 'a', question: 'बस?', answer: 'Yes.' }] })).toBe(true);
    expect(writesTexts(stored, { ...stored, faq: [{ id: 'a', question: '', answer: 'Yes.' }] })).toBe(true);
  });

  it('shows a translated alert only while the default alert is the one it was translated from', () => {
    const translated = { ...stored, translations: { hi: { 'alert/message': { text: 'कल स्कूल बंद', source: textFingerprint('School closed tomorrow') } } } };
    expect(translatedContent(translated, 'hi').alert.message).toBe('कल स्कूल बंद');
    const replaced = { ...translated, alert: { message: 'Sports day on Friday', level: 'info' as const } };
    expect(translatedContent(replaced, 'hi').alert.message).toBe('Sports day on Friday');
    expect(hiddenTranslations(replaced, 'hi')).toEqual(['alert/message']);
  });
});
