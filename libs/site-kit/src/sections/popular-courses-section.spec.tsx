import { render, screen } from '@testing-library/react';
import { PopularCoursesSection } from './popular-courses-section';
import { SiteLanguage } from '../words/site-words';

describe('PopularCoursesSection', () => {
  it('leaves out categories without courses', () => {
    render(
      <PopularCoursesSection
        courses={[
          { category: 'Diploma', course: [] },
          { category: 'Masters', course: [{ title: 'MBA', fee: '₹1 - ₹2', duration: '2 years' }] },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Masters']);
  });

  it('says courses are coming when no category has any', () => {
    render(<PopularCoursesSection courses={[{ category: 'Diploma', course: [] }]} />);
    expect(screen.getByText('We are updating courses soon...')).toBeTruthy();
  });
});

it("marks a category's and a course's texts the school has not translated with their own language", () => {
  render(
    <SiteLanguage untranslated={{ lang: 'hi', fields: ['courses/#c1/category', 'courses/#c1/course/#k1/duration'] }}>
      <PopularCoursesSection courses={[{ id: 'c1', category: 'स्नातकोत्तर', course: [{ id: 'k1', title: 'MBA', fee: '₹1 - ₹2', duration: '2 वर्ष' }] }]} />
    </SiteLanguage>,
  );
  expect(screen.getByRole('heading', { level: 3 }).getAttribute('lang')).toBe('hi');
  expect(screen.getByRole('heading', { level: 4 }).hasAttribute('lang')).toBe(false);
  expect(screen.getByText('2 वर्ष').getAttribute('lang')).toBe('hi');
  expect(screen.getByText('₹1 - ₹2').hasAttribute('lang')).toBe(false);
});
