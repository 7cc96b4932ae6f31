import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, as axe-core tags it. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Selectors of the offending elements. */
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now and returns its WCAG 2.2 AA violations. axe is evaluated
 * through the browser's debugging protocol, so the page's Content-Security-Policy stays as it is.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A section still fading in (Reveal: reached by a late change of layout, such as a face that just arrived, or by the
  // take-over bringing the template's stylesheets) has no settled colour to measure: its transition ends first,
  // within a few seconds at most. A transition can start a few frames after the last one ended, so the page must
  // have none running for a while.
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const until = performance.now() + 4000;
    let settledSince = performance.now();
    while (performance.now() < until) {
      const now = running();
      if (now.length > 0) {
        await Promise.race([Promise.all(now.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1000))]);
        settledSince = performance.now();
      } else if (performance.now() - settledSince >= 300) return;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, WCAG_22_AA);
}
