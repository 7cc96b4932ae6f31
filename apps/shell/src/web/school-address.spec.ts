import { answerByPath, jsonResponse, stubFetch } from '@schoolpage/api-client/testing';
import { fetchSchoolAddress, schoolPageAddress } from './school-address';

describe("a school's own address", () => {
  afterEach(() => jest.restoreAllMocks());

  it('names the page of the /web address below the school’s address', () => {
    expect(schoolPageAddress('/s/sunrise', '/web/nbl')).toBe('/s/sunrise');
    expect(schoolPageAddress('/s/sunrise', '/web/nbl/')).toBe('/s/sunrise');
    expect(schoolPageAddress('/s/sunrise', '/web/nbl/about')).toBe('/s/sunrise/about');
    expect(schoolPageAddress('/s/sunrise', '/web/run/notice/abc')).toBe('/s/sunrise/notice/abc');
  });

  it('asks where a published school lives', async () => {
    stubFetch().mockImplementation(
      answerByPath({ '/api/web/site-address': () => jsonResponse({ success: true, info: { slug: 'sunrise', siteUrl: '/s/sunrise' } }) }),
    );
    expect(await fetchSchoolAddress('a'.repeat(24))).toBe('/s/sunrise');
  });

  it.each([
    ['an unknown or hidden school', () => jsonResponse({ success: false, message: 'This website is not available.' }, 404)],
    ['an address of another site', () => jsonResponse({ success: true, info: { slug: 'x', siteUrl: '//elsewhere.example' } })],
  ])('knows no address for %s', async (_case, answer) => {
    stubFetch().mockImplementation(answerByPath({ '/api/web/site-address': answer }));
    expect(await fetchSchoolAddress('a'.repeat(24))).toBeUndefined();
  });
});
