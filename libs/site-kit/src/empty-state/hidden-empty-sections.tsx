import { createContext, useContext } from 'react';
import type { EmptySection } from '@schoolpage/content-contract';

const HiddenEmptySectionsContext = createContext<readonly EmptySection[]>([]);

/** The empty sections the school leaves out of its site (its `hiddenEmptySections`), given by the site's frame. */
export const HiddenEmptySections = HiddenEmptySectionsContext.Provider;

/**
 * Whether `section` is drawn: always when it has something to show; while it is `empty`, with the spec's empty-state
 * text (the default), unless the school chose "Hide it on the site". A section draws nothing when this is false.
 */
export function useSectionShown(section: EmptySection, empty: boolean): boolean {
  const hidden = useContext(HiddenEmptySectionsContext);
  return !empty || !hidden.includes(section);
}
