/**
 * The API's tests hash passwords with argon2id at its least cost (1 MiB, one pass) instead of OWASP's minimum
 * (19 MiB, two passes: about 80 ms a hash here). Every sign-up, log-in and refused log-in hashes once, and the
 * tests do that thousands of times; what they check (which password matches, the same path for a known and an
 * unknown user ID) does not depend on the cost. The platform itself always hashes with OWASP's settings
 * (auth/password-hasher.service.ts).
 */
jest.mock('argon2', () => {
  const argon2 = jest.requireActual('argon2');
  const hash = (password, options) => argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 });
  return { ...argon2, hash, default: { ...argon2, hash } };
});
