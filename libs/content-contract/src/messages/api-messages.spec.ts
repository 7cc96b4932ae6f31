import { API_MESSAGES, waitInWords } from './api-messages';

describe('waitInWords', () => {
  it.each([
    [0.2, 'in 1 second'],
    [1, 'in 1 second'],
    [45, 'in 45 seconds'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [3599, 'in 60 minutes'],
    [3600, 'in 1 hour'],
    [86_399, 'in 24 hours'],
  ])('says %s s as "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it('gives the waits of the auth refusals in plain words', () => {
    expect(API_MESSAGES.auth.loginPaused(2)).toBe('Too many failed attempts. Please try again in 2 seconds.');
    expect(API_MESSAGES.auth.codeSendLimit(1800)).toBe('Too many codes have been sent to this account. Please ask again in 30 minutes.');
    expect(API_MESSAGES.auth.codeTriesLimit(7200)).toBe('Too many wrong codes for this account. Please try again in 2 hours.');
  });
});
