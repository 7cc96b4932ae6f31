/** Runs of spaces, tabs and line breaks made one space, ends trimmed. */
export function collapseWhitespace(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
