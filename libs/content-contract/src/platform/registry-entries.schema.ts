import { z } from 'zod';

/**
 * The two kinds of entry of the runtime registry, as schemas: the operator's registry file is checked
 * against them, and their TypeScript types are derived from them (RemoteEntry, TemplateDescriptor), so
 * the shape lives in one place. Only types leave this file for the browser bundles (no zod there).
 */

/** A front-end remote: its Module Federation container name and the URL of its `mf-manifest.json`. */
export const remoteEntrySchema = z.object({
  /** Module Federation container name, e.g. `landing` or `template_nbl`. */
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  /** URL of the remote's `mf-manifest.json` (or `remoteEntry.js`). */
  entry: z.string().min(1),
});

/** Spec §2 "Template previews": the descriptor the dashboard's Templates page shows. */
export const templateDescriptorSchema = z.object({
  /** The template's name, also its path under /web (e.g. `nbl` → `/web/nbl`). */
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  /** The id the dashboard sends to `POST /dashboard/template/template-update`. */
  id: z.string().min(1),
  /** Preview picture URL. */
  image: z.string(),
  /** Public path of the template, e.g. `/web/nbl`. */
  link: z.string(),
  availability: z.enum(['available', 'unavailable']),
  /** The Module Federation remote that renders it (an entry of GET /api/platform/remotes). */
  remote: z.string().min(1),
});
