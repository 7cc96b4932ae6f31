import type { ListSectionDescription } from '@schoolpage/content-contract';
import { indexBody, indexPath } from '../api/dashboard-api-paths';
import type { SectionAction } from './section-form';
import type { RemoveRequest } from './use-item-removal';

/** Where a section's list is read (spec §7). */
export function readPathOf(section: ListSectionDescription): string {
  return section.readPath ?? section.path;
}

/** How a section's form adds an item: multipart where the section takes a file, JSON otherwise. */
export function addActionOf(section: ListSectionDescription): SectionAction {
  return { path: section.addPath ?? section.path, encoding: section.file ? 'multipart' : 'json' };
}

/** How one item is deleted: by its position in the path, or in a JSON body where the spec says so (academics). */
export function removeRequestOf(section: ListSectionDescription, index: number, item: unknown): RemoveRequest {
  return section.deleteIndexIn === 'body' ? { path: section.path, json: indexBody(index, item) } : { path: indexPath(section.path, index, item) };
}
