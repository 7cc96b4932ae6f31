import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageFade } from './page-fade';

it('fades pages in after the first navigation, not on the first page', async () => {
  const { container } = render(
    <MemoryRouter initialEntries={['/a']}>
      <PageFade>
        <Routes>
          <Route path="/a" element={<Link to="/b">to b</Link>} />
          <Route path="/b" element={<p>page b</p>} />
        </Routes>
      </PageFade>
    </MemoryRouter>,
  );
  expect((container.firstChild as HTMLElement).className).toBe('');
  await userEvent.click(screen.getByRole('link', { name: 'to b' }));
  expect(screen.getByText('page b')).toBeTruthy();
  expect((container.firstChild as HTMLElement).className).toBe('fade');
});
