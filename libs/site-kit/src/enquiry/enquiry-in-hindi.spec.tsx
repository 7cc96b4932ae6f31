import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENQUIRY_MESSAGES as M, enquiryPurposeIn, enquiryRepliesIn, siteEnquiry } from '@schoolpage/content-contract';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteLanguage } from '../words/site-words';
import { loadSiteCatalogue } from '../words/site-catalogues';
import { EnquiryPage, EnquirySentPage } from './enquiry-pages';
import { ENQUIRY_CATALOGUES } from './words/enquiry-words';

const CONTENT = {
  organizationName: 'Sunrise Public School',
  enquiry: { organizationId: 'school-1', classes: ['Class 1'], purpose: 'The school will use these details only to answer.', token: 'made-by-the-server' },
};

/** The enquiry page under a Hindi page, once its Hindi words are loaded. */
async function drawInHindi(content: Parameters<typeof EnquiryPage>[0]['content']) {
  await loadSiteCatalogue('hi');
  await ENQUIRY_CATALOGUES.load('hi');
  await act(async () => {
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <SiteLanguage language="hi">
            <EnquiryPage content={content} />
          </SiteLanguage>
        </Suspense>
      </MemoryRouter>,
    );
  });
}

describe('the enquiry pages in the page language', () => {
  it('draws the form, its headings, labels and button in Hindi under a Hindi page', async () => {
    await drawInHindi(CONTENT);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('प्रवेश पूछताछ');
    expect(screen.getByText('अपने बच्चे के लिए सीट के बारे में Sunrise Public School से पूछें')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'प्रवेश के बारे में पूछें' })).toBeTruthy();
    for (const label of ['विद्यार्थी का नाम', 'किस कक्षा में प्रवेश', 'अभिभावक का नाम', 'फ़ोन', 'ई-मेल (वैकल्पिक)', 'संदेश (वैकल्पिक)']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button').textContent).toBe('पूछताछ भेजें');
  });

  it('shows the school’s purpose and every refusal of the API (which answers in English) in Hindi, and sends the page’s language', async () => {
    const school = { organizationName: 'सनराइज़ पब्लिक स्कूल', courses: [] };
    const enquiry = siteEnquiry('school-1', school, 'made-by-the-server', { language: 'hi', replies: enquiryRepliesIn('hi') });
    const errors = { studentName: M.tooLong(120), phone: M.phone, consent: M.consent };
    const answers = [
      { ok: false, status: 400, json: async () => ({ success: false, message: M.tooLong(120), errors }) },
      { ok: false, status: 400, json: async () => ({ success: false, message: M.tooFast }) },
    ];
    const token = { ok: true, status: 200, json: async () => ({ success: true, info: { token: 'fresh-token' } }) };
    const fetchMock = jest.fn((url: string) => Promise.resolve(url.startsWith('/api/web/enquiry/token') ? token : answers.shift()));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await drawInHindi({ organizationName: school.organizationName, enquiry });
    const note = 'सनराइज़ पब्लिक स्कूल इन जानकारियों का उपयोग केवल इस प्रवेश पूछताछ का उत्तर देने के लिए करेगा और इन्हें एक वर्ष के भीतर मिटा देगा। आप कभी भी विद्यालय से इन्हें मिटाने के लिए कह सकते हैं।';
    // The note the parent agrees to is the one the API stores for an enquiry sent from a Hindi page.
    expect(enquiryPurposeIn({ ...school, languages: { default: 'hi', languages: ['hi'] } }, 'hi')).toBe(note);
    expect(screen.getByRole('checkbox', { name: note })).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    const said = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') as string)?.textContent;
    await waitFor(() => expect(said('विद्यार्थी का नाम')).toBe('कृपया इसे 120 अक्षरों से छोटा रखें।'));
    expect(said('फ़ोन')).toBe('कृपया ऐसा फ़ोन नंबर लिखें जिस पर हम आपसे बात कर सकें, जैसे 98290 11111।');
    expect(said(note)).toBe('कृपया बॉक्स पर सही का निशान लगाकर सहमति दें कि विद्यालय आपको उत्तर देने के लिए इन जानकारियों का उपयोग कर सकता है।');
    expect(screen.getByRole('alert').textContent).toBe('आपकी पूछताछ नहीं भेजी जा सकी। कृपया फ़ॉर्म जाँचें और फिर से भेजें।');
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/web/enquiry') as unknown as [string, RequestInit];
    expect(JSON.parse(sent[1].body as string)).toMatchObject({ language: 'hi' });

    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('इतनी जल्दी कोई व्यक्ति फ़ॉर्म नहीं भर सकता। कृपया थोड़ा रुकें और फिर से भेजें।'));
  });

  it('waits for its Hindi words on the server too, so server and browser draw the same page', async () => {
    await ENQUIRY_CATALOGUES.load('hi');
    const html = renderToString(
      <MemoryRouter>
        <SiteLanguage language="hi">
          <EnquirySentPage basePath="/s/sunrise" />
        </SiteLanguage>
      </MemoryRouter>,
    );
    expect(html).toContain('आपकी पूछताछ भेज दी गई');
    expect(html).toContain('मुखपृष्ठ पर वापस जाएँ');
    expect(html).not.toContain('Back to the home page');
  });

  it('keeps the spec’s English words in English', () => {
    const html = renderToString(
      <MemoryRouter>
        <EnquirySentPage basePath="/s/sunrise" />
      </MemoryRouter>,
    );
    expect(html).toContain('Your enquiry was sent');
    expect(html).toContain('Back to the home page');
  });
});
