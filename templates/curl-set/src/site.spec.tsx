import { render, screen } from '@testing-library/react';
import { emptySiteContent } from '@schoolpage/content-contract';
import Site from './site';

it('shows the Curl Set coming-soon page', () => {
  render(<Site content={emptySiteContent('Hill School')} basePath="/web/curl-set" />);
  expect(screen.getByText('Curl Set template')).toBeTruthy();
});
