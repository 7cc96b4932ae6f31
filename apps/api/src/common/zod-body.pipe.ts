import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** Default wording for issues a schema gives no message of its own. */
function defaultMessage(issue: Issue): string | undefined {
  const field = issue.path?.length ? String(issue.path[issue.path.length - 1]) : 'The request body';
  if (issue.code === 'unrecognized_keys') return API_MESSAGES.request.unknownField(issue.keys[0]);
  if (issue.code === 'invalid_type') {
    return issue.input === undefined ? API_MESSAGES.request.required(field) : API_MESSAGES.request.wrongType(field, String(issue.expected));
  }
  return undefined;
}

/** Parses a request part with a zod schema; the first problem becomes a 400 `{ success: false, message }`. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {}, { error: defaultMessage });
    if (result.success) return result.data;
    throw new BadRequestException(result.error.issues[0]?.message ?? API_MESSAGES.request.invalid);
  }
}

/** Shorthand: `@Body(valid(schema)) body`. */
export function valid<S extends z.ZodType>(schema: S): ZodPipe<S> {
  return new ZodPipe(schema);
}
