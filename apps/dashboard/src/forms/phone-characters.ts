/**
 * A phone number as the admin types it: digits and the signs numbers are written with ("+91 80 2345-6789",
 * "(020) 7946.0958"); anything else (letters) is dropped as it is typed. Used for contact phones, which the API
 * also stores in E.164.
 */
export function phoneCharacters(typed: string): string {
  return typed.replace(/[^0-9+\-\s().]/g, '');
}
