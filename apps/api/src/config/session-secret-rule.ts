/** The JWT_SECRET written in infra/production.env.example: public, so never a secret. */
export const EXAMPLE_JWT_SECRET = 'change-me-to-a-long-random-secret-of-48-characters';

const HOW_TO_MAKE_ONE = 'at least 32 random characters, e.g. from `openssl rand -base64 48`';

/**
 * Why JWT_SECRET cannot be used as given, or undefined when it can. With MongoDB several instances sign
 * and check each other's sessions and one-time codes, so none of them may make a secret of its own.
 */
export function sessionSecretProblem(env: { JWT_SECRET?: string; MONGODB_URI?: string }): string | undefined {
  if (env.JWT_SECRET === EXAMPLE_JWT_SECRET) {
    return `JWT_SECRET is the example value from infra/production.env.example, which anyone can read: set your own (${HOW_TO_MAKE_ONE}).`;
  }
  if (env.MONGODB_URI && !env.JWT_SECRET) {
    return `JWT_SECRET must be set when MONGODB_URI is set, the same on every instance (${HOW_TO_MAKE_ONE}).`;
  }
  return undefined;
}
