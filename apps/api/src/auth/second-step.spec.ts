import { checkSecondStep, newRecoveryCodes, newTotpSecret, totpOf } from './second-step';

describe('the second step of signing in', () => {
  const secret = newTotpSecret();
  const recovery = newRecoveryCodes();
  const twoStep = { secret, enabled: true, recoveryHashes: recovery.hashes, lastStep: 0 };
  const now = Date.UTC(2026, 10, 26, 10, 0, 0);
  const codeAt = (time: number) => totpOf(secret, 'test').generate({ timestamp: time });

  it('takes the current code of the app, and the one before or after, each once', () => {
    const after = checkSecondStep(twoStep, codeAt(now), now);
    expect(after?.lastStep).toBe(Math.floor(now / 30_000));
    expect(checkSecondStep(after!, codeAt(now), now)).toBeUndefined();
    expect(checkSecondStep(twoStep, codeAt(now - 30_000), now)).toBeDefined();
    expect(checkSecondStep(twoStep, codeAt(now - 120_000), now)).toBeUndefined();
    expect(checkSecondStep(twoStep, '000000', now)).toBeUndefined();
  });

  it('takes each of ten recovery codes once, typed in any case, kept only as hashes', () => {
    expect(recovery.codes).toHaveLength(10);
    expect(new Set(recovery.codes).size).toBe(10);
    expect(recovery.hashes.join()).not.toContain(recovery.codes[0]);
    const after = checkSecondStep(twoStep, recovery.codes[3].toUpperCase(), now);
    expect(after?.recoveryHashes).toHaveLength(9);
    expect(checkSecondStep(after!, recovery.codes[3], now)).toBeUndefined();
  });
});
