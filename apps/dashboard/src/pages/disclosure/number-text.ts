/** A number field's text as the number to send: undefined when empty, NaN (refused by the server in words) when not a number. */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A stored number as a field's text. */
export function textOf(value: number | undefined | null): string {
  return value === undefined || value === null ? '' : String(value);
}
