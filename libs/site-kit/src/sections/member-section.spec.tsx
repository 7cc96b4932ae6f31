import { render, screen } from '@testing-library/react';
import { SiteLanguage } from '../words/site-words';
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

it("marks a member's texts the school has not translated with their own language, and only those", () => {
  render(
    <SiteLanguage language="en" untranslated={{ lang: 'hi', fields: ['facultyMember/#m1/fullName', 'facultyMember/#m1/qualification/1', 'facultyMember/#m1/caption'] }}>
      <MemberSection
        id="faculty"
        title="Faculty"
        members={[
          {
            id: 'm1',
            fullName: 'आशा राव',
            designation: 'Principal',
            qualification: ['M.Sc.', 'बी.एड.'],
            email: [],
            phone: [],
            imageUrl: { url: '/api/files/0123456789abcdef0123456789abcdef.jpg' },
            caption: 'वार्षिक दिवस',
          },
        ]}
      />
    </SiteLanguage>,
  );
  expect(screen.getByRole('heading', { level: 3 }).getAttribute('lang')).toBe('hi');
  expect(screen.getByText('Principal').hasAttribute('lang')).toBe(false);
  expect(screen.getByText('बी.एड.').getAttribute('lang')).toBe('hi');
  expect(screen.getByText('M.Sc.', { exact: false }).textContent).toBe('M.Sc., बी.एड.');
  expect(screen.getByText('वार्षिक दिवस').getAttribute('lang')).toBe('hi');
  // Without an alt text of its own the photo is described by the name, in the name's language.
  expect(screen.getByRole('img', { name: 'आशा राव' }).getAttribute('lang')).toBe('hi');
});
