import { COUNTRY_TIME_ZONES } from '../accounts/country-time-zones';

/** An IANA zone's name: Area/Location (`Asia/Kolkata`, `America/Argentina/Buenos_Aires`), or UTC; not an abbreviation (IST). */
const NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)+|UTC)$/i;

/** The zones Intl lists (IANA names; some runtimes list Asia/Kolkata as Asia/Calcutta), and UTC. */
function intlZones(): readonly string[] {
  try {
    return [...Intl.supportedValuesOf('timeZone'), 'UTC'];
  } catch {
    return ['UTC'];
  }
}

/** The zones a school may choose from, sorted: every country's own (today's names) and every zone Intl lists. */
export function timeZoneNames(): string[] {
  return [...new Set([...Object.values(COUNTRY_TIME_ZONES), ...intlZones()])].sort();
}

/**
 * A time zone a school may choose, spelled as stored ("asia/kolkata" → "Asia/Kolkata"), or undefined when the name
 * is not one of Intl's IANA zones. A zone's other IANA names count too: the name must be accepted by Intl and name
 * a zone Intl lists.
 */
export function schoolTimeZone(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const wanted = name.trim();
  if (wanted.length > 64 || !NAME.test(wanted)) return undefined;
  const zones = intlZones();
  const spelled = [...Object.values(COUNTRY_TIME_ZONES), ...zones].find((zone) => zone.toLowerCase() === wanted.toLowerCase()) ?? wanted;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: spelled }).resolvedOptions().timeZone;
    return zones.includes(resolved) ? spelled : undefined;
  } catch {
    return undefined;
  }
}
