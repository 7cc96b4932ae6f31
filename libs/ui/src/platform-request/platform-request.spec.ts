import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { platformRequest, PlatformRequestError, serverMessageOf } from './platform-request';

const answer = (status: number, body: unknown) => jsonResponse(body, status);

describe('platformRequest', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchSpy = stubFetch().mockResolvedValue(answer(200, { success: true }));
    await expect(platformRequest('/api/auth/login', { method: 'POST', json: { userId: 'a' } })).resolves.toEqual({
      success: true,
    });
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      signal: undefined,
      headers: { 'Content-Type': 'application/json' },
      body: '{"userId":"a"}',
    });
  });

  it('encodes query parameters', async () => {
    const fetchSpy = stubFetch().mockResolvedValue(answer(200, {}));
    await platformRequest('/api/search/suggestion', { query: { searchValue: 'St. Mary & co' } });
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/search/suggestion?searchValue=St.+Mary+%26+co');
  });

  it('rejects with the server message of a failed call', async () => {
    stubFetch().mockResolvedValue(answer(401, { success: false, message: 'Invalid credentials' }));
    const error = await platformRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(serverMessageOf(error)).toBe('Invalid credentials');
  });

  it('rejects with status 0 and no message when the network fails', async () => {
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await platformRequest('/api/x').catch((e: unknown) => e);
    expect((error as PlatformRequestError).status).toBe(0);
    expect(serverMessageOf(error)).toBeUndefined();
  });
});
