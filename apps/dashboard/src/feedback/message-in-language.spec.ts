import { API_MESSAGES, DASHBOARD_MESSAGES, fillMessage } from '@schoolpage/content-contract';
import { makeWords } from '@schoolpage/words';
import { messageInLanguage } from './message-in-language';
import { messageWords } from './messages.words';

describe('messageInLanguage', () => {
  it('shows the spec’s and the API’s messages in Hindi, found by their English words', () => {
    expect(messageInLanguage(DASHBOARD_MESSAGES.saved, 'hi')).toBe('सफलतापूर्वक सहेजा गया।');
    expect(messageInLanguage(API_MESSAGES.address.taken, 'hi')).toBe('यह पता पहले से किसी और स्कूल का है। कृपया दूसरा पता चुनें।');
    expect(messageInLanguage(API_MESSAGES.site.focalPointInvalid, 'hi')).toContain('{"x":0.5,"y":0.3}');
  });

  it('fills a message’s placeholders, translating a known message inside it', () => {
    const failed = fillMessage(DASHBOARD_MESSAGES.updateFailed, { message: API_MESSAGES.address.tooShort });
    expect(messageInLanguage(failed, 'hi')).toBe('बदलाव नहीं हो सका: पता कम से कम 3 अक्षरों का होना चाहिए।');
    expect(messageInLanguage(fillMessage(DASHBOARD_MESSAGES.updateFailed, { message: 'Disk full' }), 'hi')).toBe('बदलाव नहीं हो सका: Disk full');
    expect(messageInLanguage(API_MESSAGES.site.listFull(12), 'hi')).toBe('यह सूची भर गई है: इसमें 12 आइटम रखे जा सकते हैं। नया जोड़ने से पहले कृपया एक हटाएँ।');
  });

  it('leaves English as the server wrote it, and a message it does not know as it came', () => {
    expect(messageInLanguage(API_MESSAGES.address.taken, 'en')).toBe(API_MESSAGES.address.taken);
    expect(messageInLanguage('A brand-new server message.', 'hi')).toBe('A brand-new server message.');
  });

  it('writes the API’s messages made with a figure or a name exactly as the API does, in English', () => {
    const english = makeWords('en', messageWords);
    expect(english.t('api.site.listFull', { max: 7 })).toBe(API_MESSAGES.site.listFull(7));
    expect(english.t('api.address.reserved', { slug: 'dashboard' })).toBe(API_MESSAGES.address.reserved('dashboard'));
    expect(english.t('api.site.focalPointInvalid')).toBe(API_MESSAGES.site.focalPointInvalid);
    expect(english.t('restored', { item: 'Sports day', section: 'Events' })).toBe('“Sports day” is back in Events.');
  });
});
