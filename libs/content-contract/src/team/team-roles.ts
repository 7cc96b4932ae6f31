/** The people of a school and what each may do (issue #25). */
export const TEAM_ROLES = ['owner', 'editor', 'contributor'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  contributor: 'Contributor',
};

/** What a role is described as where a role is chosen. */
export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: 'Everything, including members, roles and the site address.',
  editor: 'All content, template, brand, publish and hide; not members or the address.',
  contributor: 'Proposes content changes; an owner or editor approves them before they go live.',
};

/**
 * What a dashboard route does, as far as roles go:
 * - `read`: looks (every member);
 * - `self`: the signed-in person's own sign-in (e-mail verification, second step);
 * - `content`: changes the site's content (owners and editors; a contributor proposes it instead);
 * - `site`: publish, hide, template, brand and the school's details (owners and editors);
 * - `owner`: members, roles and the site's address (owners).
 */
export type DashboardAccess = 'read' | 'self' | 'content' | 'site' | 'owner';

const ALLOWED: Record<TeamRole, readonly DashboardAccess[]> = {
  owner: ['read', 'self', 'content', 'site', 'owner'],
  editor: ['read', 'self', 'content', 'site'],
  contributor: ['read', 'self'],
};

/** Whether `role` may do what a route of `access` does itself (a contributor's content change is a proposal, not this). */
export function roleMay(role: TeamRole, access: DashboardAccess): boolean {
  return ALLOWED[role].includes(access);
}

/** Whether `role` sends content changes for approval instead of making them. */
export function roleProposes(role: TeamRole): boolean {
  return role === 'contributor';
}

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);
}
