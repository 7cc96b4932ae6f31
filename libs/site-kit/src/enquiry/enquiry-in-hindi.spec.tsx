import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteLanguage } from '../words/site-words';
import { loadSiteCatalogue } from '../words/site-catalogues';
import { EnquiryPage, EnquirySentPage } from './enquiry-pages';
import { ENQUIRY_CATALOGUES } from './words/enquiry-words';

const CONTENT = {
  organizationName: 'Sunrise Public School',
  enquiry: { organizationId: 'school-1', classes: ['Class 1'], purpose: 'The school will use these details only to answer.', shownAt: 1 },
};

describe('the enquiry pages in the page language', () => {
  it('draws the form, its headings, labels and button in Hindi under a Hindi page', async () => {
    await loadSiteCatalogue('hi');
    await ENQUIRY_CATALOGUES.load('hi');
    await act(async () => {
      render(
        <MemoryRouter>
          <Suspense fallback={null}>
            <SiteLanguage language="hi">
              <EnquiryPage content={CONTENT} />
            </SiteLanguage>
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('प्रवेश पूछताछ');
    expect(screen.getByText('अपने बच्चे के लिए सीट के बारे में Sunrise Public School से पूछें')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'प्रवेश के बारे में पूछें' })).toBeTruthy();
    for (const label of ['विद्यार्थी का नाम', 'किस कक्षा में प्रवेश', 'अभिभावक का नाम', 'फ़ोन', 'ई-मेल (वैकल्पिक)', 'संदेश (वैकल्पिक)']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button').textContent).toBe('पूछताछ भेजें');
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
