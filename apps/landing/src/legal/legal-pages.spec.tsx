import { render, screen } from '@testing-library/react';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

describe('legal pages', () => {
  it('says the terms are governed by the laws of India', () => {
    render(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(screen.getByText(/governed by the laws of India/)).toBeTruthy();
  });

  it("gives the operator's e-mail as the privacy contact", () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'support@schoolpage.local' });
    expect(link.getAttribute('href')).toBe('mailto:support@schoolpage.local');
  });
});
