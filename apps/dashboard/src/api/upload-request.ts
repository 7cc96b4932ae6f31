import { apiUpload, type ApiAnswer, type ApiUploadOptions } from '@schoolpage/api-client';
import { dashboardCall } from './api-request';

export type UploadRequestOptions = Omit<ApiUploadOptions, 'requireSuccess'>;

/** A dashboard upload whose progress can be shown: the API client's apiUpload, answered like apiRequest. */
export function uploadRequest(path: string, options: UploadRequestOptions): Promise<ApiAnswer> {
  return dashboardCall(() => apiUpload(path, { ...options, requireSuccess: true }));
}
