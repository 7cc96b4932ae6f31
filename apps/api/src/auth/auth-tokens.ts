/** Injection token of the resolved session-signing secret (see jwt-secret.ts). */
export const JWT_SECRET = Symbol('JWT_SECRET');
