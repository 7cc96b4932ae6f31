import { render, screen } from '@testing-library/react';
import { PopularCoursesSection } from './popular-courses-section';

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
