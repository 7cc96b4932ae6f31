import { keyOfFileUrl } from '../storage/files/file-key';

/** Every stored-file key a value (an item, a whole site) points at. */
export function storedFileKeys(value: unknown, keys: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    const key = keyOfFileUrl(value);
    if (key) keys.add(key);
  } else if (Array.isArray(value)) {
    for (const entry of value) storedFileKeys(entry, keys);
  } else if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) storedFileKeys(entry, keys);
  }
  return keys;
}

/** Keys `before` pointed at that `after` no longer does: files safe to remove once `after` is saved. */
export function fileKeysDropped(before: unknown, after: unknown): string[] {
  const kept = storedFileKeys(after);
  return [...storedFileKeys(before)].filter((key) => !kept.has(key));
}
