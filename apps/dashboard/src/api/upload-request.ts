import { apiUpload, type ApiAnswer, type ApiUploadOptions } from '@schoolpage/api-client';
import { withPicturesThatFit } from '../forms/picture-that-fits';
import { inEditingLanguage } from '../languages/editing-language';
import { dashboardCall } from './api-request';

export type UploadRequestOptions = Omit<ApiUploadOptions, 'requireSuccess'>;

/**
 * A dashboard upload whose progress can be shown: the API client's apiUpload, answered like apiRequest. A picture
 * over the server's limit is scaled down in the browser first (progress stays at 0 meanwhile).
 */
export async function uploadRequest(path: string, options: UploadRequestOptions): Promise<ApiAnswer> {
  options.onProgress(0);
  const form = await withPicturesThatFit(options.form);
  return dashboardCall(() => apiUpload(inEditingLanguage(path), { ...options, form, requireSuccess: true }));
}
