import { Injectable } from '@nestjs/common';
import { SITE_PAGE_NAMES } from '@schoolpage/content-contract';

/**
 * The pages each built-in template shows ('' is the home page): every page a school's site has, by its one name
 * (templates/run/src/run-pages.ts and templates/nbl/src/nbl-pages.ts name them so).
 */
export const BUILT_IN_TEMPLATE_PAGES: Readonly<Record<string, readonly string[]>> = {
  run: SITE_PAGE_NAMES,
  nbl: SITE_PAGE_NAMES,
};

/**
 * Which pages a school's site has under `/s/<slug>`, by its template. Starts from the built-in lists;
 * a template's own build may name its pages with `define` (e.g. when it is deployed).
 */
@Injectable()
export class TemplatePagesService {
  private readonly pages = new Map<string, readonly string[]>(Object.entries(BUILT_IN_TEMPLATE_PAGES));

  /** The template's pages, home ('') first; a template that names none has its home page only. */
  templatePages(templateName: string): string[] {
    const pages = this.pages.get(templateName) ?? [];
    return ['', ...pages.filter((page) => page !== '')];
  }

  /** Names the pages of `templateName` (duplicates and surrounding slashes dropped). */
  define(templateName: string, pages: readonly string[]): void {
    this.pages.set(templateName, [...new Set(pages.map((page) => page.replace(/^\/+|\/+$/g, '')))]);
  }

  /** The largest number of pages any site has. */
  mostPages(templateNames: Iterable<string>): number {
    let most = 1;
    for (const name of templateNames) most = Math.max(most, this.templatePages(name).length);
    return most;
  }
}
