import { PLATFORM_API } from './api-paths';
import { addressedSiteSource, pageNeeds } from './page-needs';

const at = (address: string) => {
  const url = new URL(address, 'https://schoolpage.example');
  return pageNeeds({ pathname: url.pathname, search: url.search });
};
const ORG = '0123456789abcdef01234567';

describe('what a page needs', () => {
  it.each(['/', '/about', '/search-list', '/dashboard/profile', '/web', '/web/', '/webs/nbl', '/s/riverside'])('%s: the remote registry only', (address) => {
    expect(at(address)).toEqual({ apiReads: [PLATFORM_API.remotes] });
  });

  it("a school's site: the registry, the template list, and its template", () => {
    expect(at('/web/nbl')).toEqual({ apiReads: [PLATFORM_API.remotes, PLATFORM_API.templates], template: 'nbl' });
    expect(at('/web/run/notice')).toEqual({ apiReads: [PLATFORM_API.remotes, PLATFORM_API.templates], template: 'run' });
  });

  it("a shared address also names the school's content, the read the shell makes for it", () => {
    expect(at(`/web/nbl/about?org=${ORG}`)).toEqual({
      apiReads: [PLATFORM_API.remotes, PLATFORM_API.templates, `/api/web/all-content?organizationId=${ORG}`],
      template: 'nbl',
      siteSource: { kind: 'organization', organizationId: ORG },
    });
  });

  it("a template preview shows the sample school, never a school's content, even with a shared address", () => {
    expect(at(`/web/run?source=sample-template&org=${ORG}`)).toEqual({
      apiReads: [PLATFORM_API.remotes, PLATFORM_API.templates],
      template: 'run',
      siteSource: { kind: 'sample' },
    });
  });

  it('reads the site source from the query alone', () => {
    expect(addressedSiteSource(new URLSearchParams('source=sample-template'))).toEqual({ kind: 'sample' });
    expect(addressedSiteSource(new URLSearchParams('source=other&org=abc'))).toEqual({ kind: 'organization', organizationId: 'abc' });
    expect(addressedSiteSource(new URLSearchParams('org='))).toBeUndefined();
  });
});
