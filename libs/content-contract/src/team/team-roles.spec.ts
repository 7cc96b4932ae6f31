import { roleMay, roleProposes, TEAM_ROLES, type DashboardAccess } from './team-roles';

describe('team roles', () => {
  const table: Record<DashboardAccess, string[]> = {
    read: ['owner', 'editor', 'contributor'],
    self: ['owner', 'editor', 'contributor'],
    content: ['owner', 'editor'],
    site: ['owner', 'editor'],
    owner: ['owner'],
  };

  it.each(Object.entries(table))('lets only the right roles do %s', (access, roles) => {
    expect(TEAM_ROLES.filter((role) => roleMay(role, access as DashboardAccess))).toEqual(roles);
  });

  it('has only contributors propose', () => {
    expect(TEAM_ROLES.filter(roleProposes)).toEqual(['contributor']);
  });
});
