import { render, screen } from '@testing-library/react';
import { answerByPath, jsonResponse, stubFetch } from '@schoolpage/api-client/testing';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

describe('legal pages', () => {
  it('says the terms are governed by the laws of India', () => {
    render(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(screen.getByText(/governed by the laws of India/)).toBeTruthy();
  });

  it("gives the operator's e-mail as the privacy contact", () => {
    stubFetch().mockImplementation(() => Promise.reject(new TypeError('offline')));
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'support@schoolpage.local' });
    expect(link.getAttribute('href')).toBe('mailto:support@schoolpage.local');
  });

  it("gives the platform's configured operator e-mail once the platform answers", async () => {
    stubFetch().mockImplementation(
      answerByPath({ '/api/platform/operator': () => jsonResponse({ success: true, info: { email: 'office@district.example.org' } }) }),
    );
    render(<PrivacyPolicyPage />);
    const link = await screen.findByRole('link', { name: 'office@district.example.org' });
    expect(link.getAttribute('href')).toBe('mailto:office@district.example.org');
  });
});
