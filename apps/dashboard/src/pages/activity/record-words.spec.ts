import { ACTIVITY_WORDS, CHANGE_SUMMARY_WORDS } from '@schoolpage/content-contract';
import { makeWords } from '@schoolpage/words';
import { recordInLanguage } from './record-in-language';
import { recordWords } from './record.words';

const english = makeWords('en', recordWords);

describe('the activity record and approvals in the reader’s language', () => {
  it.each([
    [english.t('addressChanged', { slug: 'hill-view' }), ACTIVITY_WORDS.addressChanged('hill-view')],
    [english.t('boardChosen', { board: 'CBSE' }), ACTIVITY_WORDS.boardChosen('CBSE')],
    [english.t('timeZoneChosen', { timeZone: 'Asia/Dubai' }), ACTIVITY_WORDS.timeZoneChosen('Asia/Dubai')],
    [english.t('templateChanged', { template: 'nbl' }), ACTIVITY_WORDS.templateChanged('nbl')],
    [english.t('invited', { email: 'a@b.in', role: 'Editor' }), ACTIVITY_WORDS.invited('a@b.in', 'Editor')],
    [english.t('roleChanged', { role: 'Owner' }), ACTIVITY_WORDS.roleChanged('Owner')],
    [english.t('joined', { role: 'Editor' }), ACTIVITY_WORDS.joined('Editor')],
    [english.t('proposed', { record: 'Saved faq' }), ACTIVITY_WORDS.proposed('Saved faq')],
    [english.t('movedIn', { list: 'faq' }), ACTIVITY_WORDS.changed('moved', 'faq', '')],
    [english.t('restored'), ACTIVITY_WORDS.changed('restored', '', '')],
    [english.t('edited', { list: 'faq' }), ACTIVITY_WORDS.changed('edited', 'faq', '')],
    [english.t('editedNamed', { list: 'faq', named: 'Bus?' }), ACTIVITY_WORDS.changed('edited', 'faq', 'Bus?')],
    [english.t('deletedFrom', { list: 'faq' }), ACTIVITY_WORDS.changed('deleted', 'faq', '')],
    [english.t('deletedFromNamed', { list: 'faq', named: 'Bus?' }), CHANGE_SUMMARY_WORDS.removed('faq', 'Bus?')],
    [english.t('saved', { list: 'calendar-of-event' }), ACTIVITY_WORDS.changed('saved', 'calendar-of-event', '')],
    [english.t('savedNamed', { list: 'notice', named: 'Sports Day' }), ACTIVITY_WORDS.changed('saved', 'notice', 'Sports Day')],
    [english.t('addedTo', { list: 'faq', itemName: 'Bus?' }), CHANGE_SUMMARY_WORDS.added('faq', 'Bus?')],
    [english.t('editedIn', { list: 'faq', itemName: 'Bus?' }), CHANGE_SUMMARY_WORDS.edited('faq', 'Bus?')],
    [english.t('movedInNamed', { list: 'faq', itemName: 'Bus?' }), CHANGE_SUMMARY_WORDS.moved('faq', 'Bus?')],
    [english.t('changedField', { list: 'organizationName' }), CHANGE_SUMMARY_WORDS.set('organizationName')],
  ])('writes "%s" exactly as the API does', (pattern, api) => {
    expect(pattern).toBe(api);
  });

  it('reads each record in Hindi, the school’s own names as they are', () => {
    expect(recordInLanguage(ACTIVITY_WORDS.signedIn, 'hi')).toBe('साइन इन किया');
    expect(recordInLanguage(ACTIVITY_WORDS.changed('saved', 'calendar-of-event', 'Sports day'), 'hi')).toBe('सहेजा: कार्यक्रमों का कैलेंडर — Sports day');
    expect(recordInLanguage(ACTIVITY_WORDS.proposed(ACTIVITY_WORDS.changed('deleted', 'faq', '')), 'hi')).toBe('(प्रस्तावित) हटाया: अक्सर पूछे जाने वाले प्रश्न');
    expect(recordInLanguage(ACTIVITY_WORDS.invited('a@b.in', 'Contributor'), 'hi')).toBe('a@b.in को योगदानकर्ता के रूप में आमंत्रित किया');
    expect(recordInLanguage(CHANGE_SUMMARY_WORDS.edited('faq', 'Saved successfully.'), 'hi')).toBe('बदला: अक्सर पूछे जाने वाले प्रश्न — Saved successfully.');
    expect(recordInLanguage(CHANGE_SUMMARY_WORDS.set('welcomeMessage'), 'hi')).toBe('बदला: स्वागत संदेश');
    expect(recordInLanguage(ACTIVITY_WORDS.changed('saved', 'setup', ''), 'hi')).toBe('सहेजा: सेट-अप');
    expect(recordInLanguage(ACTIVITY_WORDS.dashboardLanguageChanged, 'hi')).toBe('अपनी डैशबोर्ड की भाषा बदली');
    expect(recordInLanguage(ACTIVITY_WORDS.changed('saved', 'faq', ''), 'en')).toBe('Saved faq');
  });
});
