import { useEffect, useState } from 'react';
import { PUBLIC_API } from '@schoolpage/content-contract';
import { apiRequest } from '@schoolpage/api-client';
import type { SiteSource } from './site-source';

/** Where a published school's site lives (`GET /api/web/site-address`): its permanent address, `/s/<slug>`. */
export async function fetchSchoolAddress(organizationId: string): Promise<string | undefined> {
  try {
    const answer = await apiRequest<{ slug: string; siteUrl: string }>(PUBLIC_API.siteAddress, { query: { organizationId } });
    const siteUrl = answer.success ? answer.info?.siteUrl : undefined;
    return typeof siteUrl === 'string' && siteUrl.startsWith('/') && !siteUrl.startsWith('//') ? siteUrl : undefined;
  } catch {
    // An unknown or hidden school, or no answer: the /web entry goes on as the spec has it.
    return undefined;
  }
}

/**
 * The school's page that a `/web/<template>[/<page>]` address names, at the school's own address: `/s/<slug>` and
 * the page below it (a page a template once named otherwise is then led on by the server).
 */
export function schoolPageAddress(siteUrl: string, webPath: string): string {
  // `/web/<template>/<page…>`: the segments after the template's name.
  const page = webPath.split('/').slice(3).filter(Boolean).join('/');
  return page ? `${siteUrl}/${page}` : siteUrl;
}

/**
 * A school's own site opened through the spec's `/web/<template>` entry (navigation state, `orgData`, `?org=`) moves
 * to its permanent address, where it shows everything (its alert, languages, own pages, news) and can be shared or
 * reloaded: 'moving' while its address is asked for and the browser loads it; 'staying' for a sample, a preview, an
 * unknown template (the entry's 'Page not found'), or a school that has no published address (the entry then goes on
 * as the spec has it). `templateKnown` is undefined while the templates are being read.
 */
export function useMoveToSchoolAddress(source: SiteSource, templateKnown: boolean | undefined): 'moving' | 'staying' {
  const organizationId = source.kind === 'organization' && templateKnown !== false ? source.organizationId : undefined;
  const [state, setState] = useState<'moving' | 'staying'>(organizationId ? 'moving' : 'staying');
  useEffect(() => {
    if (!organizationId) {
      setState('staying');
      return;
    }
    setState('moving');
    if (!templateKnown) return;
    let current = true;
    void fetchSchoolAddress(organizationId).then((siteUrl) => {
      if (!current) return;
      if (siteUrl) window.location.replace(schoolPageAddress(siteUrl, window.location.pathname));
      else setState('staying');
    });
    return () => {
      current = false;
    };
  }, [organizationId, templateKnown]);
  return state;
}
