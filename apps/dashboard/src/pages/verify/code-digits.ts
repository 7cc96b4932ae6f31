/** Spec §9: one-time codes have 6 digits. */
export const CODE_LENGTH = 6;

/** What the code box keeps of typed text: its digits, at most six. */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * The code in pasted text: six digits written together or spaced ("123456", "123 456", "12-34-56"), even
 * inside a sentence ("Your verification code is 123456"); otherwise its digits as typed.
 */
export function pastedCode(text: string): string {
  const code = text.match(/(?<!\d)\d(?:[\s\-.]?\d){5}(?!\d)/);
  return codeDigits(code ? code[0] : text);
}
