import { screen, within } from '@testing-library/react';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('nbl course page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'nbl', '/web/nbl/admissions', SAMPLE_SITE_CONTENT));

  it('groups the popular courses by category with fee and duration', () => {
    const courses = sectionOf('Popular Courses');
    expect(courses.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Masters', 'Undergraduate']);
    const masters = within(courses.getByRole('region', { name: 'Masters' }));
    expect(masters.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['MBA', 'MCA', 'MPH']);
    const undergraduate = within(courses.getByRole('region', { name: 'Undergraduate' }));
    expect(undergraduate.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['B.TECH', 'BCA', 'BBA']);
    expect(undergraduate.getByText('4 years')).toBeTruthy();
    expect(masters.getByText('₹1,20,000 - ₹1,60,000')).toBeTruthy();
  });

  it('shows the 4 admission steps in order and the 3 application forms to download', () => {
    const steps = sectionOf('Admission Process').getAllByRole('heading', { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual(SAMPLE_SITE_CONTENT.admissionProcess.map((s) => s.title));
    const forms = sectionOf('Download Application Forms').getAllByRole('link');
    expect(forms).toHaveLength(3);
    expect(forms[0].getAttribute('aria-label')).toBe('Download Undergraduate Application Form');
    expect(forms[0].getAttribute('target')).toBe('_blank');
  });

  it('has one page title', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Courses']);
  });
});
