/**
 * Test support (not exported by the library): stubs `fetch` at the network boundary of a front-end unit
 * test. jsdom has no `fetch`, so a placeholder that fails loudly is installed before spying on it.
 */
/** The address a `fetch` call was given, whether as text, a URL or a Request. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function stubFetch(): jest.SpiedFunction<typeof fetch> {
  if (typeof globalThis.fetch !== 'function') {
    globalThis.fetch = ((input: RequestInfo | URL) =>
      Promise.reject(new Error(`Unexpected request to ${requestUrl(input)}`)));
  }
  return jest.spyOn(globalThis, 'fetch');
}

/** A minimal Response carrying a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
    json: async () => body,
  } as Response;
}

/**
 * Answers each request by its path (query string ignored): a JSON body, or a function giving the whole
 * Response. Unknown paths get a 404.
 */
export function answerByPath(answers: Record<string, unknown>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const path = requestUrl(input).split('?')[0] ?? '';
    const answer = answers[path];
    if (answer === undefined) return jsonResponse({ success: false, message: 'Not found' }, 404);
    return typeof answer === 'function' ? (answer as () => Response | Promise<Response>)() : jsonResponse(answer);
  };
}

/** The request calls a stubbed fetch received, with bodies parsed, for assertions. */
export function requestsSent(spy: jest.SpiedFunction<typeof fetch>): { url: string; method: string; body?: unknown }[] {
  return spy.mock.calls.map(([input, init]) => ({
    url: requestUrl(input),
    method: init?.method ?? 'GET',
    ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as unknown } : {}),
  }));
}
