import { render, screen, within } from '@testing-library/react';
import type { Notice } from '@schoolpage/content-contract';
import { MemoryRouter } from 'react-router-dom';
import { NoticesSection } from './notices-section';

const notices: Notice[] = [
  { id: 'n1', title: 'Holiday on Friday', uploadDate: '2026-03-10T08:00:00.000Z', fileUrl: { url: '/api/files/0123456789abcdef0123456789abcdef.jpg' }, altText: 'Printed notice: school closed on Friday 13 March', caption: 'Signed by the head' },
  { id: 'n2', title: 'Exam timetable', uploadDate: '2026-03-09T08:00:00.000Z', fileUrl: { url: '/api/files/fedcba9876543210fedcba9876543210.png' } },
  { id: 'n3', title: 'Fee structure', uploadDate: '2026-03-08T08:00:00.000Z', fileUrl: { url: '/api/files/00112233445566778899aabbccddeeff.pdf' } },
];

describe('NoticesSection', () => {
  it('shows a picture notice with its alt text and caption, a picture without alt text as decoration, and a PDF without a picture', () => {
    const { container } = render(<NoticesSection title="Notices" notices={notices} emptyText="None" />);
    const [holiday, timetable, fees] = screen.getAllByRole('listitem');
    expect(within(holiday).getByRole('img', { name: 'Printed notice: school closed on Friday 13 March' })).toBeTruthy();
    expect(within(holiday).getByRole('figure').querySelector('figcaption')?.textContent).toBe('Signed by the head');
    expect(timetable.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(timetable).queryByRole('figure')).toBeNull();
    expect(fees.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'View Notice' })).toHaveLength(3);
  });

  it('shows a notice that is a text alone: a link to its own page on the site, else its title and date, never a link to no file', () => {
    const closed: Notice = {
      id: 'n4',
      title: 'School closed tomorrow',
      uploadDate: '2026-03-11T08:00:00.000Z',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Heavy rain: stay at home.' }] }] },
    };
    const { unmount } = render(<NoticesSection title="Notices" notices={[closed]} emptyText="None" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('School closed tomorrow')).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <NoticesSection title="Notices" notices={[closed]} emptyText="None" basePath="/s/green-valley" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View Notice' }).getAttribute('href')).toBe('/s/green-valley/notice/n4');
  });
});
