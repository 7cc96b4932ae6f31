import { screen, within } from '@testing-library/react';

/** Queries limited to the page section (region) whose heading is `name`. */
export function sectionOf(name: string | RegExp) {
  return within(screen.getByRole('region', { name }));
}

/** The names of the level-3 headings inside the section whose heading is `name`, in page order. */
export function itemHeadings(name: string | RegExp): string[] {
  return sectionOf(name)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}
