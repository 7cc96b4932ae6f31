/** Injection token of the chosen persistence adapter (see persistence-adapter.ts). */
export const PERSISTENCE = Symbol('PERSISTENCE');
