import type { ApiAnswer } from './api-answer';
import { ApiError } from './api-error';
import { answerOf } from './api-request';

export interface ApiUploadOptions {
  method?: 'POST' | 'PATCH';
  form: FormData;
  /** Called as the body is sent: the share sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  /** A 2xx answer with `success: false` is a failure too. */
  requireSuccess?: boolean;
}

/**
 * A multipart call whose progress can be shown (fetch cannot report an upload's progress): same origin,
 * session cookie and answer (`answerOf`) as apiRequest; status 0 when there was no answer.
 */
export function apiUpload<T = unknown>(
  path: string,
  { method = 'POST', form, onProgress, requireSuccess = false }: ApiUploadOptions,
): Promise<ApiAnswer<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(answerOf<T>(request.status, parsed(request.responseText), requireSuccess));
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(request.status));
      }
    };
    request.onerror = () => reject(new ApiError(0));
    request.onabort = () => reject(new ApiError(0));
    request.send(form);
  });
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
