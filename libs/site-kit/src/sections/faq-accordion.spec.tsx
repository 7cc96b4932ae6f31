import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './faq-accordion';

const faq = [
  { question: 'Q1', answer: 'A1' },
  { question: 'Q2', answer: 'A2' },
];

describe('FaqAccordion', () => {
  it('opens the first question, lets the visitor close it and open another', async () => {
    render(<FaqAccordion faq={faq} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('A1').id).toBe(first.getAttribute('aria-controls'));
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('A1').hidden).toBe(true);
    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('A2').hidden).toBe(false);
  });

  it('invites questions by e-mail while there is no FAQ', () => {
    render(<FaqAccordion faq={[]} email="office@hill.example" />);
    expect(screen.getByText('We will provide it soon...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send your questions to our Email...' }).getAttribute('href')).toBe(
      'mailto:office@hill.example',
    );
  });

  it('shows the invitation as text when the school has no e-mail', () => {
    render(<FaqAccordion faq={[]} />);
    expect(screen.getByText('Send your questions to our Email...').tagName).toBe('P');
  });
});
