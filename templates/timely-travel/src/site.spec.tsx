import { render, screen } from '@testing-library/react';
import { emptySiteContent } from '@schoolpage/content-contract';
import Site from './site';

it('shows the Timely Travel coming-soon page', () => {
  render(<Site content={emptySiteContent('Hill School')} basePath="/web/timely-travel" />);
  expect(screen.getByText('Timely Travel template')).toBeTruthy();
});
