import { ApiError, apiInfo, apiRequest, retryAfterOf, serverMessageOf } from './index';
import { jsonResponse, stubFetch } from './testing';

const answer = (status: number, body: unknown) => jsonResponse(body, status);

describe('apiRequest', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchSpy = stubFetch().mockResolvedValue(answer(200, { success: true }));
    await expect(apiRequest('/api/auth/login', { method: 'POST', json: { userId: 'a' } })).resolves.toEqual({
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

  it('sends a form as multipart, letting the browser set its boundary', async () => {
    const fetchSpy = stubFetch().mockResolvedValue(answer(200, { success: true }));
    const form = new FormData();
    form.append('name', 'Asha');
    await apiRequest('/api/dashboard/our-members/member', { method: 'POST', form });
    const init = fetchSpy.mock.calls[0][1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });

  it('encodes query parameters', async () => {
    const fetchSpy = stubFetch().mockResolvedValue(answer(200, {}));
    await apiRequest('/api/search/suggestion', { query: { searchValue: 'St. Mary & co' } });
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/search/suggestion?searchValue=St.+Mary+%26+co');
    await apiRequest('/api/dashboard/enquiries?lang=hi', { query: { page: '2' } });
    expect(fetchSpy.mock.calls[1][0]).toBe('/api/dashboard/enquiries?lang=hi&page=2');
  });

  it('rejects with the server message of a failed call', async () => {
    stubFetch().mockResolvedValue(answer(401, { success: false, message: 'Invalid credentials' }));
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(serverMessageOf(error)).toBe('Invalid credentials');
  });

  it('rejects with the wait a refusal asks for, when it gives one', async () => {
    stubFetch().mockResolvedValue(answer(429, { success: false, message: 'Please wait.', retryAfterSeconds: 41.2 }));
    expect(retryAfterOf(await apiRequest('/api/x').catch((e: unknown) => e))).toBe(42);
    stubFetch().mockResolvedValue(answer(429, { success: false, message: 'Please wait.', retryAfterSeconds: 'soon' }));
    expect(retryAfterOf(await apiRequest('/api/x').catch((e: unknown) => e))).toBeUndefined();
  });

  it('returns a 2xx answer with success:false, unless success is required', async () => {
    stubFetch().mockResolvedValue(answer(200, { success: false, message: 'Login failed.' }));
    await expect(apiRequest('/api/a')).resolves.toEqual({ success: false, message: 'Login failed.' });
    await expect(apiRequest('/api/a', { requireSuccess: true })).rejects.toMatchObject({
      status: 200,
      serverMessage: 'Login failed.',
    });
  });

  it('gives no server message for a blank one, and joins a list of them', async () => {
    stubFetch()
      .mockResolvedValueOnce(answer(400, { success: false, message: '  ' }))
      .mockResolvedValueOnce(answer(400, { success: false, message: ['Name is required.', 'Email is not valid.'] }));
    expect(serverMessageOf(await apiRequest('/api/a').catch((e: unknown) => e))).toBeUndefined();
    expect(serverMessageOf(await apiRequest('/api/a').catch((e: unknown) => e))).toBe('Name is required. Email is not valid.');
  });

  it('reads an answer that is not a JSON object as an empty one', async () => {
    stubFetch().mockResolvedValue({ ok: true, status: 204, json: () => Promise.reject(new SyntaxError('empty')) } as Response);
    await expect(apiRequest('/api/x')).resolves.toEqual({});
  });

  it('rejects with status 0 and no message when the network fails', async () => {
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(serverMessageOf(error)).toBeUndefined();
  });

  it('rejects with the abort itself when the call was cancelled', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch().mockImplementation(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(apiRequest('/api/x', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('apiInfo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('returns the info of a successful answer', async () => {
    stubFetch().mockResolvedValue(answer(200, { success: true, info: [{ name: 'landing' }] }));
    await expect(apiInfo('/api/platform/remotes')).resolves.toEqual([{ name: 'landing' }]);
  });

  it('rejects an answer without success or without info', async () => {
    stubFetch()
      .mockResolvedValueOnce(answer(200, { success: false, message: 'Registry unreadable' }))
      .mockResolvedValueOnce(answer(200, { success: true }))
      .mockResolvedValueOnce(answer(503, { success: false }));
    await expect(apiInfo('/api/platform/remotes')).rejects.toMatchObject({ serverMessage: 'Registry unreadable' });
    await expect(apiInfo('/api/platform/remotes')).rejects.toBeInstanceOf(ApiError);
    await expect(apiInfo('/api/platform/remotes')).rejects.toMatchObject({ status: 503 });
  });
});
