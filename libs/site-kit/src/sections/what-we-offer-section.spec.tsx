import { render, screen, within } from '@testing-library/react';
import { DEFAULT_OFFERS } from '@schoolpage/content-contract';
import { WhatWeOfferSection } from './what-we-offer-section';

describe('WhatWeOfferSection', () => {
  it("shows the spec's six items of a new site, numbered", () => {
    render(<WhatWeOfferSection offers={DEFAULT_OFFERS} />);
    const items = within(screen.getByRole('region', { name: 'What We Offer' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(DEFAULT_OFFERS.map((offer, index) => `0${index + 1}${offer.title}`));
  });

  it("shows the school's own items, each with its line of text when it has one", () => {
    render(<WhatWeOfferSection offers={[{ title: 'Robotics club', text: 'Every Friday after school' }, { title: 'Hostel for girls' }]} />);
    const items = within(screen.getByRole('region', { name: 'What We Offer' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Robotics club')).toBeTruthy();
    expect(within(items[0]).getByText('Every Friday after school')).toBeTruthy();
    expect(items[1].textContent).toBe('02Hostel for girls');
  });

  it('is hidden when the school empties its list', () => {
    const { container } = render(<WhatWeOfferSection offers={[]} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: 'What We Offer' })).toBeNull();
  });
});
