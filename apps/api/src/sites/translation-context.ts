import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * While a dashboard request that names `?lang=<code>` (a language of the site other than its default) runs
 * inside `translating.run(...)`, SiteEditor reads the site as it reads in that language and saves every text
 * the request changes as that language's translation (#29; contract: languages/translations.ts); `translated` says it did.
 */
export const translating = new AsyncLocalStorage<{ language: string; translated?: boolean }>();
