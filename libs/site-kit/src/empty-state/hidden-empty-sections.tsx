import { createContext, useContext } from 'react';
import type { EmptySection } from '@schoolpage/content-contract';

const HiddenEmptySectionsContext = createContext<readonly EmptySection[]>([]);

/** The empty sections the school leaves out of its site (its `hiddenEmptySections`), given by the site's frame. */
export const HiddenEmptySections = HiddenEmptySectionsContext.Provider;

/**
 * Whether `section` is drawn while it is empty (with the spec's empty-state text, the default), or left out because the
 * school chose "Hide it on the site". A section calls it and draws nothing when it is empty and this is false.
 */
export function useShownWhenEmpty(section: EmptySection): boolean {
  return !useContext(HiddenEmptySectionsContext).includes(section);
}
