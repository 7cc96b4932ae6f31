import type { Page } from 'playwright-core';

/** Where the focus is after a key press, and whether a keyboard user can see it. */
export interface FocusReport {
  /** Tag, accessible-ish name and role of the focused element, for messages ("button “Undo”"). */
  label: string;
  /** Focus fell to the page: nothing (or the body) is focused. */
  lost: boolean;
  /** Sampled points of the focused element lie under a sticky or fixed bar, or all of it is off screen. */
  obscured: string | null;
  /** No focus ring: neither an outline nor a box shadow while focused. */
  invisible: boolean;
}

/** Reads the focus in the page (runs in the browser). */
function readFocus(): FocusReport {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) {
    return { label: 'the page body', lost: true, obscured: null, invisible: false };
  }
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const label = `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} “${name || element.getAttribute('name') || element.id}”`;

  // A bar that stays put: the element (or an ancestor) is fixed or sticky and does not hold the focused element.
  const barOver = (hit: Element | null): Element | null => {
    for (let node = hit; node && node !== document.body; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if ((position === 'fixed' || position === 'sticky') && !node.contains(element)) return node;
      if (node === element || node.contains(element)) return null;
    }
    return null;
  };
  const rect = element.getBoundingClientRect();
  const inset = Math.min(4, rect.width / 4, rect.height / 4);
  const points = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + inset, rect.top + inset],
    [rect.right - inset, rect.top + inset],
    [rect.left + inset, rect.bottom - inset],
    [rect.right - inset, rect.bottom - inset],
  ].filter(([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight);
  let obscured: string | null = null;
  // A landmark focused by a skip link (a tall container) is judged by its top only.
  const container = element.tabIndex === -1 && !element.matches('a, button, input, select, textarea, summary, [role="button"]');
  if (points.length === 0 && !container) obscured = 'off screen';
  for (const [x, y] of container ? points.slice(1, 3) : points) {
    const bar = barOver(document.elementFromPoint(x, y));
    if (bar) {
      obscured = `under ${bar.tagName.toLowerCase()}.${String(bar.className).split(' ')[0]} at (${Math.round(x)}, ${Math.round(y)})`;
      break;
    }
  }

  const style = getComputedStyle(element);
  const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  // Containers focused by script (skip-link targets, a list's heading) are not controls: no ring required there.
  return { label, lost: false, obscured, invisible: !ring && !container };
}

export interface StepCount {
  step: string;
  keys: number;
}

/**
 * A keyboard-only walk through a page: every key press is counted against the current step and followed by a
 * check that the focus is not lost, not hidden under a sticky bar and visibly marked. A step that cannot reach
 * its target within its budget fails (a trap, or a page that takes far too many presses).
 */
export class KeyboardWalk {
  readonly counts: StepCount[] = [];
  private current: StepCount | null = null;

  constructor(
    readonly page: Page,
    /** Where the walk runs, for the report ("admin at 390 px"). */
    readonly name: string,
  ) {}

  /** Starts counting the presses of a new step. */
  step(step: string): void {
    this.current = { step, keys: 0 };
    this.counts.push(this.current);
  }

  /** Presses a key (counted) and checks the focus it leaves. */
  async press(key: string): Promise<FocusReport> {
    if (!this.current) throw new Error('A key was pressed before any step began.');
    this.current.keys++;
    await this.page.keyboard.press(key);
    return this.expectFocusSound(`after ${key}`);
  }

  /** Types text into the focused field (not counted as navigation: the words are the user's). */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Fails when the focus is lost, obscured or invisible; returns what was found. */
  async expectFocusSound(when: string): Promise<FocusReport> {
    const report = await this.page.evaluate(readFocus);
    const where = `${this.name}, step “${this.current?.step ?? 'start'}”, ${when}`;
    if (report.lost) throw new Error(`${where}: focus was lost (document.activeElement is the body).`);
    if (report.obscured) throw new Error(`${where}: the focused ${report.label} is obscured (${report.obscured}).`);
    if (report.invisible) throw new Error(`${where}: the focused ${report.label} shows no focus ring.`);
    return report;
  }

  /**
   * Presses `key` (Tab or Shift+Tab) until the focused control is named `name` (its aria-label, else its label,
   * else its text), at most `budget` times. Going round a few elements without reaching it is a trap.
   */
  async to(name: string | RegExp, key = 'Tab', budget = 80): Promise<void> {
    const pattern = typeof name === 'string' ? `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : name.source;
    const seen: string[] = [];
    const names: string[] = [];
    for (let press = 0; ; press++) {
      const focused = await this.page.evaluate(focusedName);
      if (new RegExp(pattern).test(focused.name)) return;
      const again = seen.lastIndexOf(focused.path);
      if (again >= 0 && seen.length - again <= 3) {
        const round = [...seen.slice(again), focused.path].map((path, index) => `“${[...names.slice(again), focused.name][index]}” (${path})`);
        throw new Error(`${this.name}: focus is trapped around “${focused.name}” before reaching “${String(name)}”. Gone round: ${round.join(' → ')}; the ${key} presses of this step: ${names.map((seenName) => `“${seenName}”`).join(' → ')}.`);
      }
      seen.push(focused.path);
      names.push(focused.name);
      if (press >= budget) throw new Error(`${this.name}: “${String(name)}” was not reached in ${budget} presses of ${key}.`);
      await this.press(key);
    }
  }

  /** A line per step: how many key presses it took. */
  report(): string {
    const total = this.counts.reduce((sum, count) => sum + count.keys, 0);
    return [`Key presses, ${this.name} (total ${total}):`, ...this.counts.map((count) => `  ${count.step}: ${count.keys}`)].join('\n');
  }
}

/** The focused element's name (as `to` matches it) and its place in the document (to tell elements apart). */
function focusedName(): { name: string; path: string } {
  const element = document.activeElement as HTMLElement | null;
  if (!element) return { name: '', path: '' };
  const path: number[] = [];
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
    path.push(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  const labelled = element.getAttribute('aria-label');
  const labels = (element as HTMLInputElement).labels;
  let text = labelled ?? (labels?.length ? labels[0].textContent : null);
  if (text === null) {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    text = copy.textContent?.trim() || copy.querySelector('img')?.getAttribute('alt') || '';
  }
  return { name: (text ?? '').replace(/\s+/g, ' ').trim(), path: path.join('.') };
}
