import { digestLetter } from './digest-letter';
import { postLetter } from './post-letter';
import type { PublishedPost } from './published-posts';
import { pushNotice } from './push-notification';
import { updatesReading } from './updates-reading';

const site = {
  organizationName: 'Sunrise Public School',
  languages: { default: 'en', languages: ['en', 'hi', 'ur'] },
  translations: { hi: { organizationName: { text: 'सनराइज़ पब्लिक स्कूल', source: 'x' } } },
};
const ORIGIN = 'https://schoolpage.example';
const circular: PublishedPost = { topic: 'circulars', itemId: 'c1', title: 'Winter uniform', text: 'Blazers from Monday.', page: 'notice/c1', dueAt: 0 };
const alert: PublishedPost = { topic: 'alerts', itemId: 'a1', title: 'School closed', text: 'Heavy rain.', page: '', dueAt: 0 };

describe('the letters and notifications of a post, in the subscriber’s language', () => {
  it('writes a post’s mail with its own words, the school’s name and the pages’ addresses in Hindi; the post as written', () => {
    const mail = postLetter({ post: circular, reading: updatesReading(site, 'sunrise', 'hi'), origin: ORIGIN, to: 'asha@example.in', token: 'tok' });
    expect(mail).toMatchObject({ fromName: 'सनराइज़ पब्लिक स्कूल', subject: 'Winter uniform' });
    expect(mail.text).toContain(`इसे विद्यालय की साइट पर पढ़ें: ${ORIGIN}/s/sunrise/hi/notice/c1`);
    expect(mail.text).toContain('आपको सनराइज़ पब्लिक स्कूल से परिपत्र मिलते हैं क्योंकि आपने उन्हें माँगा था।');
    expect(mail.text).toContain(`परिपत्र बंद करें: ${ORIGIN}/s/sunrise/hi/updates/manage?token=tok&topic=circulars`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${ORIGIN}/api/web/subscriptions/unsubscribe?token=tok>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(postLetter({ post: alert, reading: updatesReading(site, 'sunrise', 'ur'), origin: ORIGIN, to: 'x@example.in', token: 't' })).toMatchObject({
      subject: 'اطلاع: School closed',
      html: expect.stringContaining('<html lang="ur" dir="rtl">'),
    });
  });

  it('keeps the English letter’s words', () => {
    const mail = postLetter({ post: circular, reading: updatesReading(site, 'sunrise', undefined), origin: ORIGIN, to: 'a@example.in', token: 'tok' });
    expect(mail.text).toContain(`Read it on the school's site: ${ORIGIN}/s/sunrise/notice/c1`);
    expect(mail.text).toContain('You get circulars from Sunrise Public School because you asked for them.');
    expect(mail.text).toContain(`Stop circulars: ${ORIGIN}/s/sunrise/updates/manage?token=tok&topic=circulars`);
    expect(postLetter({ post: alert, reading: updatesReading(site, 'sunrise', 'en'), origin: ORIGIN, to: 'a@example.in', token: 't' }).subject).toBe('Alert: School closed');
  });

  it('writes the daily digest in the subscriber’s language', () => {
    const one = digestLetter({ posts: [circular], reading: updatesReading(site, 'sunrise', 'hi'), origin: ORIGIN, to: 'asha@example.in', token: 'tok' });
    expect(one.subject).toBe('आज सनराइज़ पब्लिक स्कूल में: Winter uniform');
    expect(one.text).toContain('सनराइज़ पब्लिक स्कूल के आज के अपडेट');
    expect(one.text).toContain(`परिपत्र: Winter uniform\nBlazers from Monday.\n${ORIGIN}/s/sunrise/hi/notice/c1`);
    const two = digestLetter({ posts: [circular, alert], reading: updatesReading(site, 'sunrise', 'en'), origin: ORIGIN, to: 'a@example.in', token: 'tok' });
    expect(two.subject).toBe('Today at Sunrise Public School: 2 updates');
  });

  it('marks an alert’s notification in the browser’s language and opens the page in it', () => {
    expect(pushNotice(alert, { reading: updatesReading(site, 'sunrise', 'hi'), origin: ORIGIN })).toEqual({ title: 'सूचना: School closed', body: 'Heavy rain.', url: `${ORIGIN}/s/sunrise/hi`, tag: 'alerts:a1' });
    expect(pushNotice(circular, { reading: updatesReading(site, 'sunrise', 'en'), origin: ORIGIN }).url).toBe(`${ORIGIN}/s/sunrise/notice/c1`);
  });
});
