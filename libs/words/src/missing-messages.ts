import type { Catalogues } from './catalogue';

/** The ids of `catalogues`' English messages that `language` has no message for (what a completeness test lists). */
export function missingMessages<Id extends string>(catalogues: Catalogues<Id>, language: string): Id[] {
  const own: Partial<Record<Id, unknown>> = catalogues[language] ?? {};
  return (Object.keys(catalogues.en) as Id[]).filter((id) => own[id] === undefined || own[id] === '');
}
