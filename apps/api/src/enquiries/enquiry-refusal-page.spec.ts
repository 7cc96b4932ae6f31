import { ENQUIRY_MESSAGES as M } from '@schoolpage/content-contract';
import { enquiryRefusalPage } from './enquiry-refusal-page';

describe('the page a browser without script shows when an enquiry is refused', () => {
  it('speaks English on an English page, as it always did', () => {
    const html = enquiryRefusalPage({ code: 'refused', problems: { consent: 'consent', studentName: 'tooLong' }, language: 'en' }, '/s/sunrise/enquire');
    expect(html).toContain('<html lang="en"><head>');
    expect(html).toContain('<title>Your enquiry was not sent</title>');
    expect(html).toContain(`<p role="alert">${M.consent}</p>`);
    expect(html).toContain(`<li>${M.tooLong(120)}</li>`);
    expect(html).toContain('<a class="back" href="/s/sunrise/enquire">Back to the enquiry form</a>');
    expect(html).toContain('Back button to correct the form');
  });

  it('speaks Hindi to a form sent from a Hindi page: title, reasons and the way back', () => {
    const html = enquiryRefusalPage({ code: 'refused', problems: { phone: 'phone', consent: 'consent' }, language: 'hi' }, '/s/sunrise/hi/enquire');
    expect(html).toContain('<html lang="hi"><head>');
    expect(html).toContain('<title>आपकी पूछताछ नहीं भेजी गई</title><');
    expect(html).toContain('<h1>आपकी पूछताछ नहीं भेजी गई</h1>');
    expect(html).toContain('<li>कृपया ऐसा फ़ोन नंबर लिखें जिस पर हम आपसे बात कर सकें, जैसे 98290 11111।</li>');
    expect(html).toContain('<a class="back" href="/s/sunrise/hi/enquire">पूछताछ फ़ॉर्म पर वापस जाएँ</a>');
    expect(html).toContain('ब्राउज़र');
    expect(html).not.toMatch(/Your enquiry|Please|Back to/);
  });

  it('writes Urdu right to left, and opens the form again where it must be sent from', () => {
    const html = enquiryRefusalPage({ code: 'noStartTime', language: 'ur' }, '/s/sunrise/ur/enquire', { correctable: false });
    expect(html).toContain('<html lang="ur" dir="rtl"><head>');
    expect(html).toContain('<p role="alert">براہ کرم اپنا سوال اسکول کے داخلے کے صفحے سے بھیجیں۔</p>');
    expect(html).toContain('<a class="back" href="/s/sunrise/ur/enquire">سوال کا فارم کھولیں</a>');
    expect(html).not.toContain('Back');
  });

  it('is shown under the school’s name, a link to its home page, in the school’s colour with text that reads on it', () => {
    const school = { name: 'Sunrise <School>', homePath: '/s/sunrise', color: '#fde047' };
    const html = enquiryRefusalPage({ code: 'tooFast', language: 'en', school }, '/s/sunrise/enquire');
    expect(html).toContain('<header><a href="/s/sunrise">Sunrise &#60;School&#62;</a></header>');
    expect(html).toContain('--school:#fde047;--on-school:#111827');
    expect(enquiryRefusalPage({ code: 'tooFast', language: 'en', school: { ...school, color: '#0f766e' } }, undefined)).toContain('--on-school:#ffffff');
    // A colour that is not one is never written into the styles.
    expect(enquiryRefusalPage({ code: 'tooFast', language: 'en', school: { ...school, color: 'red}body{display:none' } }, undefined)).not.toContain('display:none');
  });
});
