/** jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs. */
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

/**
 * jsdom lacks the Fetch API's Request, which a react-router data router builds for every navigation
 * (it reads only the address, method and abort signal when there are no loaders or actions).
 */
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = typeof input === 'string' ? input : String(input.url ?? input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = init.headers;
      this.body = init.body ?? null;
    }
  };
}

/** findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s), for the same reason as the preset's testTimeout. */
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });
