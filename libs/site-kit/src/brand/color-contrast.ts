/** An sRGB colour, each channel 0..255. */
export type Rgb = readonly [number, number, number];

export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function hexOf(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.2 relative luminance. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = Math.round(channel) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `rgb` moved towards `toward` by `amount` (0: unchanged, 1: `toward`). */
export function mixed(rgb: Rgb, toward: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(rgb[i] + (toward[i] - rgb[i]) * amount)) as unknown as Rgb;
}
