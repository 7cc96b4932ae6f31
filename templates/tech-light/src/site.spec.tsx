import { render, screen } from '@testing-library/react';
import { emptySiteContent } from '@schoolpage/content-contract';
import Site from './site';

it('shows the Tech Light coming-soon page', () => {
  render(<Site content={emptySiteContent('Hill School')} basePath="/web/tech-light" />);
  expect(screen.getByText('Tech Light template')).toBeTruthy();
});
