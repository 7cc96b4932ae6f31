import { CONTRACT_VERSION, isCompatibleContract } from './contract-version';

describe('content contract compatibility', () => {
  it('accepts any template built against the same major version', () => {
    expect(isCompatibleContract(CONTRACT_VERSION)).toBe(true);
    expect(isCompatibleContract('1.4.2', '1.0.0')).toBe(true);
    expect(isCompatibleContract('1.0.0', '1.9.0')).toBe(true);
  });

  it('refuses another major version, and a template that declares none', () => {
    expect(isCompatibleContract('2.0.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract('0.9.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract(undefined)).toBe(false);
    expect(isCompatibleContract('latest')).toBe(false);
  });
});
