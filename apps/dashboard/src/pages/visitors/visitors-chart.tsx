import { useEffect, useRef } from 'react';
import type { DailyVisits } from '@schoolpage/content-contract';
import type { VisitorsChartColors } from './visitors-chart-colors';
import type { VisitorsChartWords } from './draw-visitors-chart';
import own from './visitors-page.module.css';

/**
 * The daily figures as a chart, in the school's own colour (visitors-chart-colors.ts). Chart.js is loaded only when this page is opened, so the rest of the dashboard
 * does not carry it. The canvas is an image to assistive technology, named by its summary; the table beside it
 * holds the same figures.
 */
export function VisitorsChart({ daily, summary, colors, words }: { daily: readonly DailyVisits[]; summary: string; colors: VisitorsChartColors; words: VisitorsChartWords }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    void import('./draw-visitors-chart').then(({ drawVisitorsChart }) => {
      if (!cancelled && canvasRef.current) destroy = drawVisitorsChart(canvasRef.current, daily, colors, words);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [daily, colors, words]);
  return (
    <div className={own.chart}>
      <canvas ref={canvasRef} role="img" aria-label={summary} />
    </div>
  );
}
