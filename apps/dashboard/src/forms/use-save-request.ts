import { useState } from 'react';
import type { ApiAnswer, ApiRequestOptions } from '@schoolpage/api-client';
import { apiRequest } from '../api/api-request';
import { uploadRequest } from '../api/upload-request';

/** True when a multipart body carries a file (its sending is shown with progress). */
function carriesFile(form: FormData | undefined): form is FormData {
  return Boolean(form && [...form.values()].some((value) => typeof value !== 'string'));
}

/**
 * Sends a form's save: `busy` while the request runs (submit buttons show it), and `progress` (0 to 1)
 * while a file is on its way.
 */
export function useSaveRequest() {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function send(path: string, options: ApiRequestOptions & { method: 'POST' | 'PATCH' }): Promise<ApiAnswer> {
    setBusy(true);
    try {
      if (carriesFile(options.form)) {
        setProgress(0);
        return await uploadRequest(path, { method: options.method, form: options.form, onProgress: setProgress });
      }
      return await apiRequest(path, options);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return { busy, progress, send };
}
