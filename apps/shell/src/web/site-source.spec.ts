import { resolveSiteSource } from './site-source';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const params = (query = '') => new URLSearchParams(query);

describe('resolveSiteSource (spec §4 institution site entry)', () => {
  it('shows sample content with the sample-template query and stores the static-content flag', () => {
    const storage = memoryStorage();
    expect(resolveSiteSource({ state: null, search: params('source=sample-template'), storage })).toEqual({ kind: 'sample' });
    expect(storage.items.get('isStaticContent')).toBe('true');
  });

  it("previews the admin's own content with the my-content query, remembering nothing", () => {
    const storage = memoryStorage({ orgData: JSON.stringify({ _id: 'org-9' }), isStaticContent: 'true' });
    expect(resolveSiteSource({ state: { _id: 'org-1' }, search: params('source=my-content'), storage })).toEqual({ kind: 'own' });
    expect(storage.items.get('orgData')).toBe(JSON.stringify({ _id: 'org-9' }));
  });

  it('takes the organisation from navigation state and saves it as orgData', () => {
    const storage = memoryStorage();
    const state = { _id: 'org-1', templateName: 'nbl' };
    expect(resolveSiteSource({ state, search: params(), storage })).toEqual({ kind: 'organization', organizationId: 'org-1' });
    expect(JSON.parse(storage.items.get('orgData') ?? '{}')).toEqual(state);
  });

  it('falls back to orgData in storage when there is no navigation state', () => {
    const storage = memoryStorage({ orgData: JSON.stringify({ _id: 'org-2' }) });
    expect(resolveSiteSource({ state: null, search: params(), storage })).toEqual({ kind: 'organization', organizationId: 'org-2' });
  });

  it('lets the stored static-content flag decide when there is no query', () => {
    const storage = memoryStorage({ isStaticContent: 'true', orgData: JSON.stringify({ _id: 'org-3' }) });
    expect(resolveSiteSource({ state: null, search: params(), storage })).toEqual({ kind: 'sample' });
  });

  it('has no source without an organisation id (the entry then redirects to /)', () => {
    const storage = memoryStorage({ orgData: 'not json' });
    expect(resolveSiteSource({ state: { templateName: 'run' }, search: params(), storage })).toEqual({ kind: 'none' });
  });

  it('opens a shareable address without any navigation state, and remembers the school as orgData', () => {
    const storage = memoryStorage();
    expect(resolveSiteSource({ state: null, search: params('org=abc'), storage })).toEqual({ kind: 'organization', organizationId: 'abc' });
    expect(JSON.parse(storage.items.get('orgData') ?? '{}')).toEqual({ _id: 'abc' });
    expect(resolveSiteSource({ state: null, search: params(), storage })).toEqual({ kind: 'organization', organizationId: 'abc' });
  });
});
