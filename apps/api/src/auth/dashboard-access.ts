import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { DashboardAccess } from '@schoolpage/content-contract';

const ACCESS = 'schoolpage:dashboard-access';

/**
 * What a route (or every change route of a controller) does as far as roles go. A GET reads (`read`) unless
 * its own handler says otherwise; anything else without it changes content (`content`), so a new route is
 * never open to fewer checks.
 */
export const Access = (access: DashboardAccess) => SetMetadata(ACCESS, access);

export function accessOf(reflector: Reflector, context: ExecutionContext, method: string): DashboardAccess {
  const ofHandler = reflector.get<DashboardAccess | undefined>(ACCESS, context.getHandler());
  if (ofHandler) return ofHandler;
  if (method === 'GET' || method === 'HEAD') return 'read';
  return reflector.get<DashboardAccess | undefined>(ACCESS, context.getClass()) ?? 'content';
}

const PROPOSAL = Symbol('proposal');

/** Marks a contributor's content change: it runs, but is kept for approval instead of saved (approvals/). */
export function markProposal(request: object): void {
  (request as Record<symbol, boolean>)[PROPOSAL] = true;
}

export function isProposal(request: object): boolean {
  return (request as Record<symbol, boolean>)[PROPOSAL] === true;
}
