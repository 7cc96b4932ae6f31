import { z } from 'zod';
import { EMPTY_SECTIONS, EMPTY_SECTIONS_MESSAGES } from './empty-sections';

z.config({ jitless: true });

/** `POST` EMPTY_SECTIONS_API_PATH: which empty sections the site leaves out (kept apart so a site's pages load no zod). */
export const hiddenEmptySectionsSchema = z.strictObject(
  { hidden: z.array(z.enum(EMPTY_SECTIONS, { error: EMPTY_SECTIONS_MESSAGES.invalid }), { error: EMPTY_SECTIONS_MESSAGES.invalid }).max(EMPTY_SECTIONS.length) },
  { error: EMPTY_SECTIONS_MESSAGES.invalid },
);
