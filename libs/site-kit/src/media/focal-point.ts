import type { FocalPoint } from '@schoolpage/content-contract';

/** The CSS `object-position` that keeps a picture's focal point in view when it is cropped; the centre when none is set. */
export function objectPositionOf(focalPoint: FocalPoint | undefined): string {
  if (!focalPoint) return '50% 50%';
  const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;
  return `${percent(focalPoint.x)} ${percent(focalPoint.y)}`;
}
