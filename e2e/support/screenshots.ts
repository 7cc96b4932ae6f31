/**
 * Screenshots a journey keeps under tmp/ for a person to look at. Nothing in the run reads them, and each costs a
 * busy machine 0.3–1.5 s (a full page more), so they are taken only when asked for:
 * `E2E_SCREENSHOTS=1 npx jest -c e2e/jest.config.cjs <file>`. A check that compares pictures takes its own.
 */
export const SCREENSHOTS_WANTED = process.env['E2E_SCREENSHOTS'] === '1';

/** A page or an element of it (Playwright's Page and Locator). */
interface Photographed {
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
}

/** Saves `target` to `path` (the whole page with `fullPage`) when screenshots are wanted; otherwise nothing. */
export async function screenshotForReview(target: Photographed, path: string, { fullPage = false } = {}): Promise<void> {
  if (SCREENSHOTS_WANTED) await target.screenshot(fullPage ? { path, fullPage } : { path });
}
