/**
 * The federation runtime's error descriptions, as a school's page has them: an error there keeps its code (e.g.
 * `#RUNTIME-008`), its details and the address of the page that explains that code, without the runtime's English
 * sentence for each code, which no visitor reads (see host-page-build.ts).
 */
const description: Readonly<Record<string, string>> = new Proxy({}, { get: () => 'Module Federation error' });

export const runtimeDescMap = description;
export const typeDescMap = description;
export const buildDescMap = description;
export const errorDescMap = description;
