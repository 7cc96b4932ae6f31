import { requestUrl } from '@schoolpage/api-client/testing';

/** Test double for `fetch` at the network boundary: answers by "METHOD /path" and records every call. */
export interface RecordedCall {
  method: string;
  path: string;
  credentials?: RequestCredentials;
  /** Parsed JSON body, when the call sent JSON. */
  json?: unknown;
  /** The multipart body, when the call sent FormData. */
  form?: FormData;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

type Responder = StubAnswer | ((call: RecordedCall) => StubAnswer);

export interface ApiStub {
  calls: RecordedCall[];
  /** Every later call to `METHOD path` gets this answer (the latest `on` wins). */
  on: (method: string, path: string, responder: Responder) => ApiStub;
  callsTo: (method: string, path: string) => RecordedCall[];
}

export function stubApi(): ApiStub {
  const routes = new Map<string, Responder>();
  const calls: RecordedCall[] = [];

  const fetchStub = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = requestUrl(input);
    const call: RecordedCall = { method: (init.method ?? 'GET').toUpperCase(), path, credentials: init.credentials };
    if (typeof init.body === 'string') call.json = JSON.parse(init.body);
    if (init.body instanceof FormData) call.form = init.body;
    calls.push(call);
    const responder = routes.get(`${call.method} ${path}`);
    const answer: StubAnswer = responder
      ? typeof responder === 'function'
        ? responder(call)
        : responder
      : { status: 404, body: { success: false, message: `No stub for ${call.method} ${path}` } };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => answer.body ?? {},
    } as Response;
  });
  globalThis.fetch = fetchStub;
  globalThis.XMLHttpRequest = uploadStub((method, path, form) => {
    const call: RecordedCall = { method, path, credentials: 'include', form };
    calls.push(call);
    const responder = routes.get(`${method} ${path}`);
    return responder ? (typeof responder === 'function' ? responder(call) : responder) : { status: 404, body: { success: false, message: `No stub for ${method} ${path}` } };
  });

  const stub: ApiStub = {
    calls,
    on(method, path, responder) {
      routes.set(`${method.toUpperCase()} ${path}`, responder);
      return stub;
    },
    callsTo: (method, path) => calls.filter((c) => c.method === method.toUpperCase() && c.path === path),
  };
  return stub;
}

/** The field names a multipart body carries, in order, without repeats. */
export function formFieldNames(form: FormData | undefined): string[] {
  return form ? [...new Set([...form.keys()])] : [];
}

export const ok = (body: Record<string, unknown> = {}): StubAnswer => ({ body: { success: true, ...body } });
export const failure = (status: number, message?: string): StubAnswer => ({
  status,
  body: message === undefined ? { success: false } : { success: false, message },
});

/**
 * Test double for XMLHttpRequest (uploads with progress): answers like the fetch double, after reporting
 * the upload half sent, then fully sent. Answers arrive UPLOAD_MS later, as over a network, so what an upload
 * shows while it runs can be seen whatever else the machine is doing.
 */
const UPLOAD_MS = 50;

function uploadStub(answer: (method: string, path: string, form: FormData | undefined) => StubAnswer): typeof XMLHttpRequest {
  class UploadRequestStub {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private path = '';

    open(method: string, path: string) {
      this.method = method.toUpperCase();
      this.path = path;
    }

    send(body?: unknown) {
      const reply = answer(this.method, this.path, body instanceof FormData ? body : undefined);
      const progress = (loaded: number) => this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      setTimeout(() => {
        progress(50);
        progress(100);
        this.status = reply.status ?? 200;
        this.responseText = JSON.stringify(reply.body ?? {});
        this.onload?.();
      }, UPLOAD_MS);
    }
  }
  return UploadRequestStub as unknown as typeof XMLHttpRequest;
}
