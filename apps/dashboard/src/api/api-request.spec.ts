import { failure, ok, stubApi } from '../testing/api-stub';
import { ApiError, serverMessageOf } from '@schoolpage/api-client';
import { apiRequest } from './api-request';
import { readList, urlOf } from './read-list';

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the envelope', async () => {
    const api = stubApi().on('POST', '/api/x', ok({ message: 'Done' }));
    const body = await apiRequest('/api/x', { method: 'POST', json: { a: 1 } });
    expect(body.message).toBe('Done');
    expect(api.calls[0]).toMatchObject({ method: 'POST', credentials: 'include', json: { a: 1 } });
  });

  it('treats a 4xx and a 200 with success:false as failures carrying the server message', async () => {
    stubApi().on('POST', '/api/a', failure(400, 'Bad input.')).on('POST', '/api/b', { body: { success: false } });
    await expect(apiRequest('/api/a', { method: 'POST' })).rejects.toMatchObject({ serverMessage: 'Bad input.', status: 400 });
    const error = await apiRequest('/api/b', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(serverMessageOf(error)).toBeUndefined();
  });

  it('reports an unreachable server as status 0 without a message', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, serverMessage: undefined });
  });
});

describe('readList', () => {
  it('finds the list at the top level, inside info, or as info', () => {
    expect(readList({ success: true, slider: [1] }, ['slider'])).toEqual([1]);
    expect(readList({ info: { mission: [2] } }, ['mission'])).toEqual([2]);
    expect(readList({ info: [3] }, ['faq'])).toEqual([3]);
    expect(readList({ info: { other: [4] } }, ['faq'])).toEqual([]);
  });

  it('reads file URLs given as {url} or as text', () => {
    expect(urlOf({ url: '/a.png' })).toBe('/a.png');
    expect(urlOf('/b.png')).toBe('/b.png');
    expect(urlOf('')).toBeUndefined();
    expect(urlOf(undefined)).toBeUndefined();
  });
});
