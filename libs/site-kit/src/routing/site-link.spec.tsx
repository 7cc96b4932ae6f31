import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteLink } from './site-link';

function renderAt(address: string) {
  cleanup();
  render(
    <MemoryRouter initialEntries={[address]}>
      <SiteLink to="/web/nbl/about">About</SiteLink>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'About' }).getAttribute('href');
}

describe('SiteLink', () => {
  it("keeps the address's query, so a shared site's ?org= survives moving between pages", () => {
    expect(renderAt('/web/nbl?org=0123456789abcdef')).toBe('/web/nbl/about?org=0123456789abcdef');
    expect(renderAt('/web/nbl/notice?source=sample-template')).toBe('/web/nbl/about?source=sample-template');
  });

  it('is the plain page address when there is no query', () => {
    expect(renderAt('/web/nbl')).toBe('/web/nbl/about');
  });
});
