import { readPlatformConfig } from './platform-config';
import { EXAMPLE_JWT_SECRET } from './session-secret-rule';

const MONGODB_URI = 'mongodb://db1,db2,db3/schoolpage?replicaSet=rs0';
const OWN_SECRET = 'k3Jq9vX2pL7mN4rT8wZ1yB6cF0hD5sG2aE9uI3oP';

describe('JWT_SECRET rule', () => {
  it.each(['development', 'production'])('stops a start on MongoDB without JWT_SECRET (NODE_ENV=%s)', (NODE_ENV) => {
    expect(() => readPlatformConfig({ NODE_ENV, MONGODB_URI })).toThrow(
      'The platform configuration is not valid: JWT_SECRET must be set when MONGODB_URI is set, the same on every instance (at least 32 random characters, e.g. from `openssl rand -base64 48`).',
    );
  });

  it.each([{ MONGODB_URI }, {}])('stops a start with the example secret from infra/production.env.example (%o)', (database) => {
    expect(() => readPlatformConfig({ ...database, JWT_SECRET: EXAMPLE_JWT_SECRET })).toThrow(
      'JWT_SECRET is the example value from infra/production.env.example, which anyone can read: set your own',
    );
  });

  it('starts on MongoDB with a secret of its own, and embedded with none (one is made in DATA_DIR)', () => {
    expect(readPlatformConfig({ MONGODB_URI, JWT_SECRET: OWN_SECRET }).jwtSecret).toBe(OWN_SECRET);
    expect(readPlatformConfig({}).jwtSecret).toBeUndefined();
  });

});
