import { ApiError } from './api-error';
import { apiRequest } from './api-request';

/** The `info` of a successful GET; rejects with an ApiError when the call fails or carries no info. */
export async function apiInfo<T>(path: string): Promise<T> {
  const answer = await apiRequest<T>(path, { requireSuccess: true });
  if (answer.success !== true || answer.info === undefined) throw new ApiError(200, answer.message);
  return answer.info;
}
