import { API_MESSAGES, DISCLOSURE_MESSAGES, ENQUIRY_MESSAGES, OFFER_MESSAGES, TEAM_MESSAGES, waitInWords } from '@schoolpage/content-contract';
import { makeWords } from '@schoolpage/words';
import { messageInLanguage } from './message-in-language';
import { messagePatternWords } from './message-patterns.words';

const english = makeWords('en', messagePatternWords);

describe('the API messages with a value inside', () => {
  it.each([
    [english.t('api.auth.loginPaused', { wait: english.t('wait.seconds', { count: 45 }) }), API_MESSAGES.auth.loginPaused(45)],
    [english.t('api.auth.codeSendLimit', { wait: english.t('wait.hours', { count: 3 }) }), API_MESSAGES.auth.codeSendLimit(3 * 3600)],
    [english.t('api.auth.codeTriesLimit', { wait: english.t('wait.minute', { count: 1 }) }), API_MESSAGES.auth.codeTriesLimit(60)],
    [english.t('wait.second', { count: 1 }), waitInWords(1)],
    [english.t('wait.minutes', { count: 2 }), waitInWords(120)],
    [english.t('wait.hour', { count: 1 }), waitInWords(3600)],
    [english.t('api.request.unknownField', { name: 'colour' }), API_MESSAGES.request.unknownField('colour')],
    [english.t('api.request.required', { name: 'title' }), API_MESSAGES.request.required('title')],
    [english.t('api.request.wrongTypeA', { name: 'title', expected: 'string' }), API_MESSAGES.request.wrongType('title', 'string')],
    [english.t('api.request.wrongTypeAn', { name: 'items', expected: 'array' }), API_MESSAGES.request.wrongType('items', 'array')],
    [english.t('api.files.pictureWidth', { widths: '320, 640' }), API_MESSAGES.files.pictureWidth([320, 640])],
    [english.t('api.files.pictureFormat', { formats: 'webp, jpeg' }), API_MESSAGES.files.pictureFormat(['webp', 'jpeg'])],
    [english.t('api.files.unknownFileField', { name: 'logo' }), API_MESSAGES.files.unknownFileField('logo')],
    [english.t('api.files.oneFileOnly', { name: 'logo' }), API_MESSAGES.files.oneFileOnly('logo')],
    [english.t('api.site.listFull', { max: 7 }), API_MESSAGES.site.listFull(7)],
    [english.t('api.address.reserved', { slug: 'dashboard' }), API_MESSAGES.address.reserved('dashboard')],
    [english.t('team.roleRefusedAn', { role: 'Editor' }), TEAM_MESSAGES.roleRefused('editor')],
    [english.t('team.roleRefusedAn', { role: 'Owner' }), TEAM_MESSAGES.roleRefused('owner')],
    [english.t('team.roleRefusedAOrEditor', { role: 'Contributor' }), TEAM_MESSAGES.roleRefused('contributor')],
    [english.t('team.invitationSent', { email: 'a@b.in' }), TEAM_MESSAGES.invitationSent('a@b.in')],
    [english.t('team.joined', { school: 'Greenfield' }), TEAM_MESSAGES.joined('Greenfield')],
    [english.t('team.roleChanged', { role: 'Editor' }), TEAM_MESSAGES.roleChanged('editor')],
    [english.t('team.approvalConflict', { what: '"Sports day"' }), TEAM_MESSAGES.approvalConflict('"Sports day"')],
    [english.t('enquiry.tooLong', { limit: 200 }), ENQUIRY_MESSAGES.tooLong(200)],
    [english.t('enquiry.retentionDays', { min: 30, max: 730 }), ENQUIRY_MESSAGES.retentionDays(30, 730)],
    [english.t('offers.titleRequired', { n: 2 }), OFFER_MESSAGES.titleRequired(2)],
    [english.t('offers.titleTooLong', { n: 2 }), OFFER_MESSAGES.titleTooLong(2)],
    [english.t('offers.textTooLong', { n: 2 }), OFFER_MESSAGES.textTooLong(2)],
    [english.t('offers.textOneLine', { n: 2 }), OFFER_MESSAGES.textOneLine(2)],
    [english.t('disclosure.textTooLong', { field: 'Remarks', max: 300 }), DISCLOSURE_MESSAGES.textTooLong('Remarks', 300)],
    [english.t('disclosure.count', { field: 'Rooms' }), DISCLOSURE_MESSAGES.count('Rooms')],
    [english.t('disclosure.size', { field: 'Area' }), DISCLOSURE_MESSAGES.size('Area')],
    [english.t('disclosure.passedOverRegistered', { year: 2025, className: 'X' }), DISCLOSURE_MESSAGES.passedOverRegistered(2025, 'X')],
    [english.t('disclosure.duplicateResult', { year: 2025, className: 'XII' }), DISCLOSURE_MESSAGES.duplicateResult(2025, 'XII')],
  ])('writes "%s" exactly as the API does', (pattern, api) => {
    expect(pattern).toBe(api);
  });

  it('shows each in Hindi, with a value that is a known text translated too', () => {
    expect(messageInLanguage(API_MESSAGES.auth.codeSendLimit(3 * 3600), 'hi')).toBe('इस खाते पर बहुत अधिक कोड भेजे जा चुके हैं। कृपया 3 घंटे में फिर से माँगें।');
    expect(messageInLanguage(TEAM_MESSAGES.roleRefused('contributor'), 'hi')).toBe('योगदानकर्ता के रूप में आप यह नहीं कर सकते। कृपया किसी स्वामी या संपादक से कहें।');
    expect(messageInLanguage(TEAM_MESSAGES.roleChanged('editor'), 'hi')).toBe('भूमिका बदलकर संपादक कर दी गई।');
    expect(messageInLanguage(TEAM_MESSAGES.invitationSent('a@b.in'), 'hi')).toBe('a@b.in को आमंत्रण भेज दिया गया।');
    expect(messageInLanguage(API_MESSAGES.request.wrongType('title', 'string'), 'hi')).toBe('title पाठ होना चाहिए।');
    expect(messageInLanguage(OFFER_MESSAGES.titleTooLong(3), 'hi')).toBe('आइटम 3: शीर्षक 60 अक्षरों तक हो सकता है।');
    expect(messageInLanguage(ENQUIRY_MESSAGES.retentionDays(30, 730), 'hi')).toBe('कृपया 30 से 730 तक दिनों की पूरी संख्या लिखें।');
  });

  it('takes the shape that says most: a disclosure count is not read as a wrong type', () => {
    expect(messageInLanguage(DISCLOSURE_MESSAGES.size('Area'), 'hi')).toBe('Area 0 या उससे अधिक की संख्या होनी चाहिए।');
    expect(messageInLanguage(API_MESSAGES.site.memberNameRequired, 'hi')).toBe('पूरा नाम ज़रूरी है।');
  });

  it('translates a message with a value inside a message with a value', () => {
    const failed = `Failed to update: ${API_MESSAGES.auth.codeTriesLimit(90)}`;
    expect(messageInLanguage(failed, 'hi')).toBe('बदलाव नहीं हो सका: इस खाते के लिए बहुत बार ग़लत कोड डाले गए। कृपया 2 मिनट में फिर से कोशिश करें।');
  });
});
