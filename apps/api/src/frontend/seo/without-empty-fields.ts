/**
 * The object without its undefined fields (one level deep), so a JSON-LD node is built as one typed
 * literal — a misspelt field fails the type check — and still carries no empty field.
 */
export function withoutEmptyFields<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
