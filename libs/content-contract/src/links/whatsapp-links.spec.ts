import { isWhatsAppChannelUrl } from './whatsapp-channel';
import { sitePageAddress, whatsAppShareUrl } from './whatsapp-share';

describe('sitePageAddress', () => {
  it("names a page on the platform, in another language and at the school's own domain", () => {
    expect(sitePageAddress('https://schoolpage.example', '/s/st-marys', 'news/sports-day')).toBe('https://schoolpage.example/s/st-marys/news/sports-day');
    expect(sitePageAddress('https://schoolpage.example/', '/s/st-marys/hi', 'notice/n1')).toBe('https://schoolpage.example/s/st-marys/hi/notice/n1');
    expect(sitePageAddress('https://stmarys.example.in', '', 'notices')).toBe('https://stmarys.example.in/notices');
    expect(sitePageAddress('https://stmarys.example.in', '', '')).toBe('https://stmarys.example.in/');
  });
});

describe('whatsAppShareUrl', () => {
  it('hands WhatsApp the title and the address as one encoded message', () => {
    const url = whatsAppShareUrl('Fees & forms: term 2?', 'https://schoolpage.example/s/st-marys/notice/n1');
    expect(url).toBe('https://wa.me/?text=Fees%20%26%20forms%3A%20term%202%3F%20https%3A%2F%2Fschoolpage.example%2Fs%2Fst-marys%2Fnotice%2Fn1');
    expect(new URL(url).searchParams.get('text')).toBe('Fees & forms: term 2? https://schoolpage.example/s/st-marys/notice/n1');
  });
});

describe('isWhatsAppChannelUrl', () => {
  it.each(['https://whatsapp.com/channel/0029VaABCdef123GHIjkl456', 'https://www.whatsapp.com/channel/0029VaABCdef123GHIjkl456', ' https://whatsapp.com/channel/0029Va_x-y/ '])(
    'takes a channel address: %s',
    (url) => expect(isWhatsAppChannelUrl(url)).toBe(true),
  );

  it.each([
    undefined,
    '',
    'http://whatsapp.com/channel/0029VaABCdef123',
    'https://wa.me/919829011111',
    'https://chat.whatsapp.com/AbCdEf123456',
    'https://whatsapp.com.evil.example/channel/0029VaABCdef123',
    'https://whatsapp.com/channel/',
    'https://whatsapp.com/channel/abc"><script>',
    'javascript:alert(1)//https://whatsapp.com/channel/0029VaABCdef123',
  ])('refuses what is not one: %s', (url) => expect(isWhatsAppChannelUrl(url)).toBe(false));
});
