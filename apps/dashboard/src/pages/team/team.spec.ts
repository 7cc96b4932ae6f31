import { memberName, memberSeen, readTeam } from './team';

describe('the team as read', () => {
  const body = {
    success: true,
    info: [
      { id: 'a', fullName: '', userId: 'founder', email: 'f@school.test', role: 'owner', status: 'active', lastSeenAt: '2026-11-26T11:40:00.000Z' },
      { id: 'b', fullName: 'Asha Rao', userId: 'asha', email: 'a@school.test', role: 'editor', status: 'active', lastSeenAt: null },
      { id: 'c', fullName: '', userId: '', email: 'new@school.test', role: 'contributor', status: 'invited', lastSeenAt: null },
      { id: 'd', role: 'admin' },
    ],
  };

  it('keeps members and invitations with a known role, named and dated as people read them', () => {
    const team = readTeam(body);
    expect(team.map(memberName)).toEqual(['founder', 'Asha Rao', 'new@school.test']);
    expect(team.map(memberSeen)).toEqual(['Last seen 26 Nov 2026, 5:10 pm', 'Not signed in yet', 'Invited, not joined yet']);
  });

  it('reads an answer without a list as an empty team', () => {
    expect(readTeam({ success: false })).toEqual([]);
  });
});
