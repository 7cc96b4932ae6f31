import { PUBLIC_API, type SchoolListing, type SchoolSuggestion } from '@schoolpage/content-contract';
import { apiRequest } from '@schoolpage/api-client';

/** GET /api/search/suggestion?searchValue= (spec §7): suggestions for what is being typed. */
export async function fetchSuggestions(searchValue: string, signal?: AbortSignal): Promise<SchoolSuggestion[]> {
  const answer = await apiRequest<SchoolSuggestion[]>(PUBLIC_API.searchSuggestion, {
    query: { searchValue },
    signal,
  });
  return listOf(answer?.info);
}

/** GET /api/search/organization-list?searchValue= (spec §7): every institution matching a name. */
export async function fetchOrganizations(searchValue: string, signal?: AbortSignal): Promise<SchoolListing[]> {
  const answer = await apiRequest<SchoolListing[]>(PUBLIC_API.organizationList, {
    query: { searchValue },
    signal,
  });
  return listOf(answer?.info);
}

function listOf<T extends SchoolSuggestion | SchoolListing>(info: unknown): T[] {
  if (!Array.isArray(info)) return [];
  return (info as unknown[]).filter(
    (item): item is T =>
      !!item && typeof item === 'object' && typeof (item as T)._id === 'string' && typeof (item as T).templateName === 'string',
  );
}
