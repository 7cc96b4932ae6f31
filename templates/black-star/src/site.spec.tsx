import { render, screen } from '@testing-library/react';
import { emptySiteContent } from '@schoolpage/content-contract';
import Site from './site';

it('shows the Black Star coming-soon page', () => {
  render(<Site content={emptySiteContent('Hill School')} basePath="/web/black-star" />);
  expect(screen.getByText('Black Star template')).toBeTruthy();
});
