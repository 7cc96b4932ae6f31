import { invitationTokenHash, newInvitationToken } from './invitation-token';

describe('invitation token', () => {
  it('is long, random and kept only as its hash', () => {
    const first = newInvitationToken();
    const second = newInvitationToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.tokenHash).not.toContain(first.token);
    expect(invitationTokenHash(first.token)).toBe(first.tokenHash);
  });
});
