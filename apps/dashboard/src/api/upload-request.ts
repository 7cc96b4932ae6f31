import { ApiError, envelopeOf, type ApiBody } from './api-request';

export interface UploadRequestOptions {
  method?: 'POST' | 'PATCH';
  form: FormData;
  /** Called as the body is sent: the share sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
}

/**
 * A multipart call whose progress can be shown (fetch cannot report an upload's progress): same origin,
 * cookie session and `{ success, message, info }` envelope as apiRequest.
 */
export function uploadRequest(path: string, { method = 'POST', form, onProgress }: UploadRequestOptions): Promise<ApiBody> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(envelopeOf(request.status, parsed(request.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(undefined, 0));
    request.onabort = () => reject(new ApiError(undefined, 0));
    request.send(form);
  });
}

function parsed(text: string): ApiBody {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as ApiBody) : {};
  } catch {
    return {};
  }
}
