import { useEffect, useRef } from 'react';
import type { DailyVisits } from '@schoolpage/content-contract';
import own from './visitors-page.module.css';

/**
 * The daily figures as a chart. Chart.js is loaded only when this page is opened, so the rest of the dashboard
 * does not carry it. The canvas is an image to assistive technology, named by its summary; the table beside it
 * holds the same figures.
 */
export function VisitorsChart({ daily, summary }: { daily: readonly DailyVisits[]; summary: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    void import('./draw-visitors-chart').then(({ drawVisitorsChart }) => {
      if (!cancelled && canvasRef.current) destroy = drawVisitorsChart(canvasRef.current, daily);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [daily]);
  return (
    <div className={own.chart}>
      <canvas ref={canvasRef} role="img" aria-label={summary} />
    </div>
  );
}
