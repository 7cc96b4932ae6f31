import { PUBLIC_API } from '@schoolpage/content-contract';
import { apiRequest } from '@schoolpage/api-client';

/** Spec §3 institution search suggestion. */
export interface OrganizationSuggestion {
  _id: string;
  templateName: string;
  organizationName: string;
  /** Suggestions only: the place the school is in (its city, or the last part of its address), shown under the name. */
  place?: string;
}

/** Spec §3 public organisation record, as listed on /search-list. */
export interface OrganizationListing extends OrganizationSuggestion {
  contactDetails?: { address?: string };
}

/** GET /api/search/suggestion?searchValue= (spec §7): suggestions for what is being typed. */
export async function fetchSuggestions(searchValue: string, signal?: AbortSignal): Promise<OrganizationSuggestion[]> {
  const answer = await apiRequest<OrganizationSuggestion[]>(PUBLIC_API.searchSuggestion, {
    query: { searchValue },
    signal,
  });
  return listOf(answer?.info);
}

/** GET /api/search/organization-list?searchValue= (spec §7): every institution matching a name. */
export async function fetchOrganizations(searchValue: string, signal?: AbortSignal): Promise<OrganizationListing[]> {
  const answer = await apiRequest<OrganizationListing[]>(PUBLIC_API.organizationList, {
    query: { searchValue },
    signal,
  });
  return listOf(answer?.info);
}

function listOf<T extends OrganizationSuggestion>(info: unknown): T[] {
  if (!Array.isArray(info)) return [];
  return (info as unknown[]).filter(
    (item): item is T =>
      !!item && typeof item === 'object' && typeof (item as T)._id === 'string' && typeof (item as T).templateName === 'string',
  );
}
