import { API_MESSAGES, EMAIL_PATTERN, PICTURE_TEXT_LIMITS, headingFontOf, isWhatsAppChannelUrl, normalBrandColor, readFocalPoint } from '@schoolpage/content-contract';
import { z } from 'zod';

const M = API_MESSAGES.site;

/** A required text field; `message` is the spec's message for the whole form (§5). */
export const requiredText = (message: string, max = 5000) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `Please keep this text under ${max} characters.` });

export const optionalText = (max = 5000, tooLong = `Please keep this text under ${max} characters.`) =>
  z.string().trim().max(max, { error: tooLong }).optional();

/** A list of texts sent as a JSON array, as repeated form fields, or as one value; blank entries dropped. */
export const textList = (max: number, message: string = API_MESSAGES.request.invalid) =>
  z
    .unknown()
    .transform((value, context) => {
      let entries: unknown = value;
      if (typeof value === 'string' && value.trim().startsWith('[')) {
        try {
          entries = JSON.parse(value);
        } catch {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
      }
      if (entries === undefined || entries === null) return [];
      const list = Array.isArray(entries) ? entries : [entries];
      if (!list.every((e) => typeof e === 'string' || typeof e === 'number')) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return list.map((e) => String(e).trim()).filter((e) => e.length > 0);
    })
    .pipe(z.array(z.string().max(300)).max(max, { error: `At most ${max} entries are allowed.` }));

const NOT_A_POSITION = 'The position must be a whole number.';

/**
 * A list position: a whole number, or a string of ASCII digits (a path segment). Nothing else is read as
 * a number: null, "", " ", true, [1], "0x1", "1e0" or " 0" would otherwise become 0 or 1 and delete an item.
 */
export const positionSchema = z
  .union([z.number({ error: NOT_A_POSITION }), z.string({ error: NOT_A_POSITION }).regex(/^[0-9]{1,15}$/, { error: NOT_A_POSITION }).transform(Number)], {
    error: NOT_A_POSITION,
  })
  .pipe(z.number().int({ error: NOT_A_POSITION }).min(0, { error: API_MESSAGES.request.indexOutOfRange }).max(Number.MAX_SAFE_INTEGER, { error: API_MESSAGES.request.indexOutOfRange }));

export const selectorSchema = z.strictObject({
  index: positionSchema.optional(),
  id: z.string().regex(/^[a-f0-9]{16}$/, { error: 'This is not a valid item id.' }).optional(),
});

/** Where a moved item goes: its 0-based position in the new order. */
export const moveSchema = z.strictObject({ to: positionSchema });

/** A picture's focal point, `{ x, y }` or that as JSON text; left out or '' is no change. */
export const focalPoint = z
  .unknown()
  .transform((value, context) => {
    const point = readFocalPoint(value);
    if (point === null) {
      context.addIssue({ code: 'custom', message: M.focalPointInvalid });
      return z.NEVER;
    }
    return point;
  })
  .optional();

export const orgInfoSchema = z.strictObject({
  organizationName: optionalText(120),
  welcomeMessage: optionalText(2000),
  /** The focal point of the welcome (hero) picture. */
  focalPoint,
  /** What the school says about its welcome picture and its logo ('' clears it). */
  organizationImageCaption: optionalText(PICTURE_TEXT_LIMITS.caption, M.captionTooLong),
  organizationImageAltText: optionalText(PICTURE_TEXT_LIMITS.altText, M.altTextTooLong),
  organizationLogoCaption: optionalText(PICTURE_TEXT_LIMITS.caption, M.captionTooLong),
  organizationLogoAltText: optionalText(PICTURE_TEXT_LIMITS.altText, M.altTextTooLong),
});
export const textLogoSchema = z.strictObject({ startLogo: requiredText(M.textLogoRequired, 40), endLogo: requiredText(M.textLogoRequired, 40) });
export const categorySchema = z.strictObject({ category: requiredText(M.categoryRequired, 120) });
export const courseDeletionSchema = z.strictObject({ category: requiredText(M.categoryRequired, 120), courseTitle: requiredText(M.courseRequired, 200) });
const coordinate = (limit: number) =>
  z
    .union([z.string().trim(), z.number()])
    .transform((value) => String(value))
    .refine((value) => value === '' || (Number.isFinite(Number(value)) && Math.abs(Number(value)) <= limit), {
      error: 'Latitude and longitude must be numbers.',
    });
export const contactSchema = z.strictObject({
  address: z.string().trim().max(500).default(''),
  latitude: coordinate(90).default(''),
  longitude: coordinate(180).default(''),
  phone: textList(3, M.contactTooMany)
    .pipe(z.array(z.string().regex(/^[0-9+\-\s()]{3,20}$/, { error: 'Phone numbers may contain digits only.' })))
    .default([]),
  email: textList(3, M.contactTooMany).pipe(z.array(z.string().regex(EMAIL_PATTERN, { error: 'Please enter a valid email address.' }))).default([]),
  officeHours: z.string().trim().max(200).default(''),
  /** The school's WhatsApp Channel link, or '' for none. */
  whatsAppChannel: z
    .string({ error: M.whatsAppChannel })
    .trim()
    .refine((value) => value === '' || isWhatsAppChannelUrl(value), { error: M.whatsAppChannel })
    .optional(),
});
export const phoneSchema = z.strictObject({
  phone: z
    .union([z.string(), z.number()], { error: API_MESSAGES.profile.phoneRequired })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: API_MESSAGES.profile.phoneRequired }).regex(/^[0-9+\-\s()]{3,20}$/, { error: 'Phone numbers may contain digits only.' })),
});
export const templateSchema = z.strictObject({ templateId: z.string({ error: API_MESSAGES.site.templateNotSelectable }).max(40) });

/** The school's brand: any colour (`#rrggbb`, `#rgb`, with or without `#`, stored as `#rrggbb`) and one of HEADING_FONTS. */
export const brandSchema = z.strictObject({
  color: z
    .string({ error: M.brandColorInvalid })
    .transform((typed, context) => normalBrandColor(typed) ?? (context.addIssue({ code: 'custom', message: M.brandColorInvalid }), z.NEVER)),
  headingFont: z.string({ error: M.headingFontInvalid }).refine((id) => headingFontOf(id) !== undefined, { error: M.headingFontInvalid }),
});
