/** The date part of an ISO date or date-time. */
export function dateOnly(value: string): string {
  return value.length >= 10 ? value.slice(0, 10) : value;
}

/** Only web and same-site links are made clickable (never `javascript:` or `data:`). */
export function safeHref(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^(https?:\/\/|\/)/i.test(value.trim()) ? value.trim() : undefined;
}
