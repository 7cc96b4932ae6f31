/**
 * The federation runtime's error descriptions, as a school's page has them: none (see host-page-build.ts). A
 * runtime error still names its code and the address that explains it
 * (module-federation.io/guide/troubleshooting/…), so the page's JavaScript does not carry the texts.
 */
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
