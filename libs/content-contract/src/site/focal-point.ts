import type { FocalPoint } from './site-content';

/**
 * The focal point a form sent (`{ x, y }`, or that as JSON text from a multipart form), each a fraction
 * 0..1 kept to 3 decimals: undefined when none was sent ('' or nothing), null when it is not a focal point.
 */
export function readFocalPoint(value: unknown): FocalPoint | undefined | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  let point: unknown = value;
  if (typeof value === 'string') {
    try {
      point = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!point || typeof point !== 'object' || Array.isArray(point)) return null;
  const { x, y, ...rest } = point as Record<string, unknown>;
  const fraction = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1;
  if (Object.keys(rest).length > 0 || !fraction(x) || !fraction(y)) return null;
  const kept = (n: number) => Math.round(n * 1000) / 1000;
  return { x: kept(x), y: kept(y) };
}
