import { CategoryScale, Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import type { DailyVisits } from '@schoolpage/content-contract';
import type { VisitorsChartColors } from './visitors-chart-colors';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend, Filler);

/** The chart's legend in the screen's language, and that language (for the days under it). */
export interface VisitorsChartWords {
  visitors: string;
  views: string;
  language: string;
}

/** "26 Nov" from 2026-11-26 ("26 नव॰" in Hindi). */
const shortDay = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : language, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Draws the daily visitors and page views as a line chart on `canvas` in `colors` (Chart.js: drawn on the canvas, sized through
 * the element's style properties, which a strict style policy allows; no style sheet is added to the page).
 */
export function drawVisitorsChart(canvas: HTMLCanvasElement, daily: readonly DailyVisits[], colors: VisitorsChartColors, words: VisitorsChartWords): () => void {
  const chart = new Chart(canvas, {
    type: 'line',
    data: {
      labels: daily.map((d) => shortDay(d.day, words.language)),
      datasets: [
        { label: words.visitors, data: daily.map((d) => d.visitors), borderColor: colors.visitors, backgroundColor: colors.visitorsFill, fill: true, tension: 0.25, pointRadius: 2 },
        { label: words.views, data: daily.map((d) => d.views), borderColor: colors.views, backgroundColor: colors.views, borderDash: [6, 4], tension: 0.25, pointRadius: 2 },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } } },
      plugins: { legend: { position: 'bottom' } },
    },
  });
  return () => chart.destroy();
}
