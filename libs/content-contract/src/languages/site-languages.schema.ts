import { z } from 'zod';
import { LANGUAGE_MESSAGES as M, MAX_SITE_LANGUAGES, supportedLanguage, type SiteLanguages } from './site-languages';

// Pages run under a Content-Security-Policy that forbids evaluating strings (see validation/registration.schema.ts).
z.config({ jitless: true });

const code = z.string({ error: M.unsupported }).refine((typed) => supportedLanguage(typed) !== undefined, { error: M.unsupported });

/**
 * A site's languages as the dashboard sends them (`POST LANGUAGES_API_PATH`): supported codes, each once, the
 * default among them; stored with the default first and the others in the order given.
 */
export const siteLanguagesSchema = z
  .strictObject({
    default: code,
    languages: z.array(code, { error: M.unsupported }).min(1, { error: M.none }).max(MAX_SITE_LANGUAGES, { error: M.unsupported }),
  })
  .refine((body) => body.languages.includes(body.default), { error: M.defaultMissing, path: ['default'] })
  .transform(
    (body): SiteLanguages => ({
      default: body.default,
      languages: [body.default, ...new Set(body.languages.filter((language) => language !== body.default))],
    }),
  );
