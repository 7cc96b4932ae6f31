import { apiAnswerHeaders, securityHeaders, type SecurityHeaders } from './security-headers';

describe('apiAnswerHeaders', () => {
  it("are the headers the middleware gives an API answer, worked out ahead", () => {
    const headers = apiAnswerHeaders(securityHeaders());
    const byName = new Map<string, string>();
    for (let at = 0; at < headers.length; at += 2) byName.set(headers[at].toLowerCase(), headers[at + 1]);
    expect(byName.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none';sandbox");
    expect(byName.get('x-content-type-options')).toBe('nosniff');
    expect(byName.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(byName.has('x-powered-by')).toBe(false);
  });

  it('leave out a header the middleware removes, keep the last value of one set twice, and each value of one set with several', () => {
    const middleware: SecurityHeaders = (_request, response, next) => {
      response.setHeader('X-Powered-By', 'something');
      response.setHeader('X-Frame-Options', 'SAMEORIGIN');
      response.removeHeader('x-powered-by');
      response.setHeader('x-frame-options', 'DENY');
      response.setHeader('Link', ['</a.css>; rel=preload', '</b.js>; rel=modulepreload']);
      next();
    };
    expect(apiAnswerHeaders(middleware)).toEqual(['x-frame-options', 'DENY', 'Link', '</a.css>; rel=preload', 'Link', '</b.js>; rel=modulepreload']);
  });

  it('refuse a middleware that does not finish at once, or fails', () => {
    expect(() => apiAnswerHeaders((_request, _response, next) => setTimeout(next, 1))).toThrow('did not finish at once');
    expect(() => apiAnswerHeaders((_request, _response, next) => next(new Error('no policy')))).toThrow('no policy');
  });
});
