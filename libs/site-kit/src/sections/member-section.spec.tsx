import { render, screen } from '@testing-library/react';
import { MemberSection } from './member-section';

it('shows initials for a member without a photo', () => {
  render(
    <MemberSection
      id="staff"
      title="Our Staff"
      members={[{ fullName: 'Dr. Asha Rao', designation: 'Nurse', qualification: [], email: [], phone: [] }]}
    />,
  );
  expect(screen.getByText('AR')).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Dr. Asha Rao');
});
