import { render, screen } from '@testing-library/react';
import { emptySiteContent } from '@schoolpage/content-contract';
import Site from './site';

it('shows the Manga Center coming-soon page', () => {
  render(<Site content={emptySiteContent('Hill School')} basePath="/web/manga-center" />);
  expect(screen.getByText('Manga Center template')).toBeTruthy();
});
