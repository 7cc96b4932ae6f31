import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { WelcomeMessage } from '@schoolpage/content-contract';
import { HeroSection } from './hero-section';

const renderHero = (welcomeMessage?: WelcomeMessage) =>
  render(
    <MemoryRouter>
      <HeroSection variant="split" organizationName="Hill School" welcomeMessage={welcomeMessage} aboutHref="/web/run/about" />
    </MemoryRouter>,
  );

describe('HeroSection', () => {
  it("crops the school's picture around its focal point", () => {
    renderHero({ welcomeMsg: 'Hi', imageUrl: { url: '/api/files/0123456789abcdef0123456789abcdef.jpg' }, focalPoint: { x: 0.1, y: 0.9 } });
    expect(screen.getByRole('img', { name: 'Hill School' }).style.objectPosition).toBe('10% 90%');
  });

  it("shows the school's welcome message and picture", () => {
    renderHero({ welcomeMsg: 'Welcome to the hills.', imageUrl: { url: '/api/files/hill.webp' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hill School');
    expect(screen.getByText('Welcome to the hills.')).toBeTruthy();
    const picture = screen.getByRole('img', { name: 'Hill School' });
    expect(picture.getAttribute('src')).toBe('/api/files/hill.webp');
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(screen.queryByText(/Nelson Mandela/)).toBeNull();
  });

  it('falls back to the default picture and a quote when there is no welcome message', () => {
    renderHero({ welcomeMsg: '   ' });
    expect(screen.getByRole('img', { name: 'Hill School' }).getAttribute('src')).toBe('/test-file-asset');
    expect(screen.getByText(/the most powerful weapon/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore More' }).getAttribute('href')).toBe('/web/run/about');
  });
});
