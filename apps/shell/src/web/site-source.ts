import { addressedSiteSource, MY_CONTENT_QUERY, STORAGE_KEYS } from '@schoolpage/content-contract';

/** Where the content of a /web page comes from (spec §4 "Institution site entry"). */
export type SiteSource =
  | { kind: 'sample' }
  /** "Preview with my content": the signed-in admin's own content, published or not. */
  | { kind: 'own' }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'none' };

export interface OrganizationRecord {
  _id?: string;
  templateName?: string;
  organizationName?: string;
}

export interface SiteSourceInput {
  /** Navigation state handed over by search or the landing page. */
  state: unknown;
  search: URLSearchParams;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

export function resolveSiteSource({ state, search, storage }: SiteSourceInput): SiteSource {
  // A preview of the admin's own content remembers nothing: the next visit shows what it showed before.
  if (search.get(MY_CONTENT_QUERY.name) === MY_CONTENT_QUERY.value) return { kind: 'own' };
  const addressed = addressedSiteSource(search);
  if (addressed?.kind === 'sample') {
    storage.setItem(STORAGE_KEYS.isStaticContent, 'true');
    return addressed;
  }
  if (addressed) {
    // Remembered like a school chosen from search, so moving around its site keeps showing it.
    storage.setItem(STORAGE_KEYS.orgData, JSON.stringify({ _id: addressed.organizationId }));
    return addressed;
  }

  let organization = asOrganization(state);
  if (organization?._id) storage.setItem(STORAGE_KEYS.orgData, JSON.stringify(organization));
  else organization = asOrganization(parseJson(storage.getItem(STORAGE_KEYS.orgData)));

  if (storage.getItem(STORAGE_KEYS.isStaticContent) === 'true') return { kind: 'sample' };
  if (organization?._id) return { kind: 'organization', organizationId: organization._id };
  return { kind: 'none' };
}

function asOrganization(value: unknown): OrganizationRecord | undefined {
  return value && typeof value === 'object' ? value : undefined;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
