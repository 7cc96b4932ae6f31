import { KnownAddresses } from './known-addresses';

describe('KnownAddresses', () => {
  it('asks once for a current slug, then answers from memory until the school changes', async () => {
    const known = new KnownAddresses();
    const lookUp = jest.fn(async () => ({ organizationId: 'org-1' }));
    expect(await known.resolve('st-marys', lookUp)).toEqual({ organizationId: 'org-1' });
    expect(await known.resolve('st-marys', lookUp)).toEqual({ organizationId: 'org-1' });
    expect(lookUp).toHaveBeenCalledTimes(1);
    known.forget('org-1');
    await known.resolve('st-marys', lookUp);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('keeps neither old slugs nor unknown ones', async () => {
    const known = new KnownAddresses();
    const moved = jest.fn(async () => ({ movedTo: 'new-name' }));
    const unknown = jest.fn(async () => undefined);
    await known.resolve('old-name', moved);
    await known.resolve('old-name', moved);
    await known.resolve('nobody', unknown);
    await known.resolve('nobody', unknown);
    expect(moved).toHaveBeenCalledTimes(2);
    expect(unknown).toHaveBeenCalledTimes(2);
  });

  it("forgets only the changed school's slugs", async () => {
    const known = new KnownAddresses();
    await known.resolve('one', async () => ({ organizationId: 'org-1' }));
    await known.resolve('two', async () => ({ organizationId: 'org-2' }));
    known.forget('org-1');
    const lookUp = jest.fn(async () => ({ organizationId: 'org-2' }));
    await known.resolve('two', lookUp);
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('keeps the slugs asked for most recently within its byte budget', async () => {
    const known = new KnownAddresses(2000);
    for (let i = 0; i < 100; i++) {
      await known.resolve(`school-${i}`, async () => ({ organizationId: `org-${i}` }));
      expect(known.known('school-0')).toBe('org-0'); // asked for again and again: kept
    }
    expect(known.bytes).toBeLessThanOrEqual(2000);
    expect(known.known('school-99')).toBe('org-99');
    expect(known.known('school-50')).toBeUndefined();
  });
});
