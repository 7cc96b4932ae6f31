import { newTotpSecret, totpOf } from './second-step';
import { TwoStepSecrets } from './two-step-secrets';

describe('a member\'s authenticator secret at rest', () => {
  const secrets = new TwoStepSecrets('a session secret of the platform, long enough');

  it('is sealed: the stored text shows nothing of the secret, opens to it, and a code from the app checks against it', () => {
    const secret = newTotpSecret();
    const sealed = secrets.seal(secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toEqual(secrets.seal(secret));
    expect(secrets.open(sealed)).toBe(secret);
    const now = Date.now();
    const after = secrets.check({ secret: sealed, enabled: true, recoveryHashes: [], lastStep: 0 }, totpOf(secret, 'app').generate({ timestamp: now }), now);
    expect(after?.secret).toBe(sealed);
    expect(after?.lastStep).toBeGreaterThan(0);
  });

  it('cannot be opened under another platform\'s secret, nor when changed', () => {
    const sealed = secrets.seal(newTotpSecret());
    expect(() => new TwoStepSecrets('another platform entirely, long enough too').open(sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => secrets.open(tampered)).toThrow();
  });

  it('reads a secret stored before sealing as it is', () => {
    const plain = newTotpSecret();
    expect(secrets.open(plain)).toBe(plain);
  });
});
