import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Set while a save puts back a kept version of a thing (history/history.service.ts). It brings back what the school
 * already had, whatever language the dashboard edits in, and announces nothing anew: parents told of a post once are
 * not told again (subscriptions/subscription-sender.ts).
 */
export const restoring = new AsyncLocalStorage<true>();
