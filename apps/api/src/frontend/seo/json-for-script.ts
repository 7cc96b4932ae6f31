/**
 * JSON to place inside `<script type="application/ld+json">`. The characters that could end the script
 * or open a comment (`<`, `>`, `&`) and the line separators JavaScript once refused are written as
 * `\uXXXX` escapes, so a school text like `</script>` or `<!--` stays data; JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
