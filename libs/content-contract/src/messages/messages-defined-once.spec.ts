import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGES } from './api-messages';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { PASSWORD_RESET_MESSAGES, SITE_FORM_MESSAGES } from './form-messages';
import { LANDING_MESSAGES } from './landing-messages';

/**
 * Texts that are equal but say different things on different screens (the spec names each one on its own):
 * changing one must not change the other.
 */
const SAME_WORDS_DIFFERENT_MESSAGES = new Set([
  'Failed to Save the History!', // §8: the organisation-info form and the history form
  'Something went wrong. Please try again.', // §8: dashboard saves; registration's request error
  'Something went wrong.', // §8: dashboard fallback; log-in, forgot-password and reset fallbacks
  'Log in', // the log-in button and the link to the log-in page
  'Create Account', // the sign-up page's title and its button
]);

/** Every `key: 'text'` written in the message catalogues of this folder, as [file, text]. */
function writtenTexts(): [string, string][] {
  return readdirSync(__dirname)
    .filter((file) => file.endsWith('-messages.ts'))
    .flatMap((file) =>
      [...readFileSync(join(__dirname, file), 'utf8').matchAll(/^\s+\w+:\s*(['"`])(.+)\1,?$/gm)].map(
        (match): [string, string] => [file, match[2]],
      ),
    );
}

describe('message catalogues', () => {
  it('write each message once', () => {
    const files = new Map<string, string[]>();
    for (const [file, text] of writtenTexts()) files.set(text, [...(files.get(text) ?? []), file]);
    const repeated = [...files].filter(([text, where]) => where.length > 1 && !SAME_WORDS_DIFFERENT_MESSAGES.has(text));
    expect(repeated).toEqual([]);
    expect(files.size).toBeGreaterThan(100);
  });

  it('give the front-ends the API words of a shared form message', () => {
    expect(DASHBOARD_MESSAGES.visionRequired).toBe(API_MESSAGES.site.visionRequired);
    expect(DASHBOARD_MESSAGES.saved).toBe(SITE_FORM_MESSAGES.saved);
    expect(DASHBOARD_MESSAGES.phoneSame).toBe('Phone number must be Different from the Previous number.');
    expect(LANDING_MESSAGES.passwordReset).toBe(PASSWORD_RESET_MESSAGES.passwordReset);
    expect(API_MESSAGES.public.contactRequired).toBe('All fields are required!');
  });
});
