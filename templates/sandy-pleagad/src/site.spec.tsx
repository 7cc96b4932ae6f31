import { render, screen } from '@testing-library/react';
import { emptySiteContent } from '@schoolpage/content-contract';
import Site from './site';

it('shows the Sandy Pleagad coming-soon page', () => {
  render(<Site content={emptySiteContent('Hill School')} basePath="/web/sandy-pleagad" />);
  expect(screen.getByText('Sandy Pleagad template')).toBeTruthy();
});
