import { EMPTY_SECTIONS, EMPTY_SECTIONS_API_PATH, type EmptySection } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { apiRequest } from '../api/api-request';
import { useApiResource } from '../api/use-api-resource';

/** Which sections are empty now, and which the school leaves out of its site while empty. */
export interface EmptySectionsState {
  empty: EmptySection[];
  hidden: EmptySection[];
}

const known = (value: unknown): EmptySection[] => (Array.isArray(value) ? EMPTY_SECTIONS.filter((section) => value.includes(section)) : []);

function readEmptySections(body: ApiAnswer): EmptySectionsState {
  const info = (body.info ?? {}) as Record<string, unknown>;
  return { empty: known(info['empty']), hidden: known(info['hidden']) };
}

/** The site's empty sections (EMPTY_SECTIONS_API_PATH), and a save of the sections to leave out (the answer's message). */
export function useEmptySections() {
  const resource = useApiResource(EMPTY_SECTIONS_API_PATH, readEmptySections, { empty: [], hidden: [] });
  async function saveHidden(hidden: readonly EmptySection[]): Promise<ApiAnswer> {
    const answer = await apiRequest(EMPTY_SECTIONS_API_PATH, { method: 'POST', json: { hidden } });
    await resource.reload();
    return answer;
  }
  return { ...resource, saveHidden };
}
