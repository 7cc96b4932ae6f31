import type { Locator, Page } from 'playwright-core';

/** Waits until `scope` shows an alert reading exactly `text`, and returns that alert. */
export async function alertSaying(scope: Page | Locator, text: string): Promise<Locator> {
  const alert = scope.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  const shown = (await alert.textContent())?.trim();
  if (shown !== text) throw new Error(`The alert reads "${shown}", expected exactly "${text}".`);
  return alert;
}

/** What a control's aria-describedby reads out with it (its error, then its hint), as one text. */
export function describedBy(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );
}

/** The page's path once the address settles on `path`. */
export async function landsOn(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** A school's own address (`/s/<slug>`), as the platform's search list gives it. */
export function siteUrlOf(page: Page, school: { _id?: string; organizationName: string }): Promise<string> {
  return page.evaluate(async ({ _id, organizationName }) => {
    const answer = (await (await fetch(`/api/search/organization-list?searchValue=${encodeURIComponent(organizationName)}`)).json()) as {
      info: { _id: string; siteUrl?: string }[];
    };
    const found = answer.info.find((school) => school._id === _id)?.siteUrl;
    if (!found) throw new Error(`The search list has no address for ${organizationName}.`);
    return found;
  }, school);
}

/** One localStorage value of the page's origin. */
export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/**
 * What sticks out horizontally: the document's scroll width beyond the viewport, plus the visible
 * elements whose right edge passes the viewport's (described by tag, class and text).
 */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      // Wholly off to the left is the hiding place of skip links; cut off at either edge is not.
      const cutOff = box.right > viewport + 1 || (box.left < -1 && box.right > 0);
      if (cutOff) {
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
        culprits.push(`${name} [${Math.round(box.left)}..${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits };
  });
}
