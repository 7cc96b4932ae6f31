import { EMAIL_PATTERN, RICH_TEXT_MESSAGES, optionalInstant, richTextSchema, socialMediaAddress, telHref, typedOnly, type ListSectionDescription, type SectionField } from '@schoolpage/content-contract';
import { z } from 'zod';
import { focalPoint, optionalText, requiredText, textList } from './section.schemas';

const PHONE = /^[0-9+\-\s()]{3,20}$/;

/** The check of one field's value, as a POST (required fields must be there) or a PATCH (every field may be left out). */
function fieldSchema(field: SectionField, message: string, forEdit: boolean): z.ZodType {
  switch (field.kind) {
    case 'texts':
      return textList(field.max, field.invalid).optional();
    case 'emails':
      return textList(field.max).pipe(z.array(z.string().regex(EMAIL_PATTERN, { error: 'Please enter a valid email address.' }))).optional();
    case 'phones':
      return textList(field.max).pipe(z.array(z.string().regex(PHONE, { error: 'Phone numbers may contain digits only.' }))).optional();
    case 'date': {
      const date = requiredText(message, field.max).pipe(
        z.string().transform((value, context) => {
          if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(new Date(value).getTime())) {
            context.addIssue({ code: 'custom', message: field.invalid ?? message });
            return z.NEVER;
          }
          return value.slice(0, 10);
        }),
      );
      // An optional date: '' clears it.
      if (!field.required) return z.unknown().transform((value) => (value === '' ? null : value)).pipe(date.nullable()).optional();
      return forEdit ? date.optional() : date;
    }
    case 'richText':
      // A document, or its JSON text in a multipart form; '' is none.
      return z
        .unknown()
        .transform((value, context) => {
          if (typeof value !== 'string') return value;
          if (value.trim() === '') return null;
          try {
            return JSON.parse(value) as unknown;
          } catch {
            context.addIssue({ code: 'custom', message: RICH_TEXT_MESSAGES.invalid });
            return z.NEVER;
          }
        })
        .pipe(richTextSchema.nullable())
        .optional();
    case 'instant':
      return optionalInstant;
    case 'optOut':
      // Unticked: `false` (JSON) or "false" (a multipart form); ticked, or left out: nothing is stored.
      return z
        .union([z.boolean(), z.enum(['true', 'false', ''])], { error: field.invalid ?? message })
        .transform((value) => (value === false || value === 'false' ? false : undefined))
        .optional();
    case 'httpUrl': {
      const url = requiredText(message, field.max).transform((value, context) => {
        const address = socialMediaAddress(value);
        if (address) return address;
        // A phone number without its country code: read in the account's country when stored (read-in-country.ts).
        if (telHref(value)) return value.trim();
        context.addIssue({ code: 'custom', message: field.invalid ?? message });
        return z.NEVER;
      });
      return forEdit ? url.optional() : url;
    }
    case 'focalPoint':
      return focalPoint;
    case 'text': {
      if (!field.required) return optionalText(field.max, field.invalid);
      // A title or a name is one line typed by a person: a control character in it is never meant.
      const text = field.stored === 'title' ? requiredText(message, field.max).refine(...typedOnly('The title')) : requiredText(message, field.max);
      return forEdit ? text.optional() : text;
    }
  }
}

/**
 * The payload check of a section's POST (`forEdit` false) or PATCH (true), made from its description:
 * the form's field names, nothing else; a required field may be left out of an edit, never blanked.
 */
export function sectionSchema(section: Pick<ListSectionDescription, 'fields' | 'requiredMessage'>, forEdit: boolean, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = { ...extra };
  for (const field of section.fields) shape[field.form] = fieldSchema(field, section.requiredMessage, forEdit);
  return z.strictObject(shape);
}

const schemas = new Map<string, z.ZodType<Record<string, unknown>>>();

/** sectionSchema, made once per section and use. */
export function sectionSchemaOf(section: ListSectionDescription, forEdit: boolean): z.ZodType<Record<string, unknown>> {
  const key = `${section.path}:${forEdit}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = sectionSchema(section, forEdit);
    schemas.set(key, schema);
  }
  return schema;
}
