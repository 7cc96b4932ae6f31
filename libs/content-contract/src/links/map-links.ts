/** Where a school's location opens: two map sites, and the OpenStreetMap view a page may embed on request. */
export interface MapLinks {
  latitude: number;
  longitude: number;
  openStreetMap: string;
  googleMaps: string;
  /** OpenStreetMap's embeddable page for the spot (loaded only when a visitor asks for the map). */
  embed: string;
}

/** The map addresses of a latitude and longitude the school typed; undefined when they are not a place. */
export function mapLinks(latitude: string, longitude: string): MapLinks | undefined {
  const lat = coordinate(latitude, 90);
  const lon = coordinate(longitude, 180);
  if (lat === undefined || lon === undefined) return undefined;
  const span = 0.006;
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(5)).join(',');
  return {
    latitude: lat,
    longitude: lon,
    openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lon}`,
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lon}`,
  };
}

function coordinate(text: string, limit: number): number | undefined {
  if (!/^\s*[-+]?\d+(\.\d+)?\s*$/.test(text ?? '')) return undefined;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : undefined;
}
