import { useState } from 'react';

export interface Coordinates {
  latitude: string;
  longitude: string;
}

/** Reads the browser's position once (spec §2: "use-current-location button"). */
export function useCurrentLocation(): { locating: boolean; locate: () => Promise<Coordinates> } {
  const [locating, setLocating] = useState(false);

  function locate(): Promise<Coordinates> {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return Promise.reject(new Error('Geolocation is not available'));
    setLocating(true);
    return new Promise<Coordinates>((resolve, reject) => {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          setLocating(false);
          resolve({ latitude: String(coords.latitude), longitude: String(coords.longitude) });
        },
        (error) => {
          setLocating(false);
          reject(new Error(error.message));
        },
        { enableHighAccuracy: true, timeout: 15000 },
      );
    });
  }

  return { locating, locate };
}
