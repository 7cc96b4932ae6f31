import { fireEvent, render, screen } from '@testing-library/react';
import { LocationMap } from './location-map';

describe('LocationMap', () => {
  it('opens the school in OpenStreetMap and Google Maps in a new tab, and embeds nothing before it is asked', () => {
    const { container } = render(<LocationMap latitude="18.5204" longitude="73.8567" organizationName="Hill School" />);
    const osm = screen.getByRole('link', { name: /^Open in OpenStreetMap/ });
    const google = screen.getByRole('link', { name: /^Open in Google Maps/ });
    expect(osm.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=18.5204&mlon=73.8567#map=17/18.5204/73.8567');
    expect(google.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=18.5204%2C73.8567');
    expect([osm.getAttribute('target'), google.getAttribute('target')]).toEqual(['_blank', '_blank']);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('loads the OpenStreetMap view when the visitor presses Show the map, and moves focus to it', () => {
    render(<LocationMap latitude="18.5204" longitude="73.8567" organizationName="Hill School" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    const map = screen.getByTitle('Map of Hill School');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(document.activeElement).toBe(map);
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
  });

  it('shows nothing without a usable latitude and longitude', () => {
    const { container } = render(<LocationMap latitude="" longitude="73.8" organizationName="Hill School" />);
    expect(container.innerHTML).toBe('');
  });
});
