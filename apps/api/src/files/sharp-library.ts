import type sharp from 'sharp';

let loading: Promise<typeof sharp> | undefined;

/**
 * sharp (libvips and its bindings) loaded with the first picture the platform reads, not when it starts: an
 * instance that reads no picture never loads it (nor does each of the API's test files that starts one).
 */
export function sharpLibrary(): Promise<typeof sharp> {
  return (loading ??= import('sharp').then(({ default: library }) => {
    // Each upload is a new picture: libvips's cache of recent operations would only hold memory.
    library.cache(false);
    return library;
  }));
}
