import { createHash, randomBytes } from 'node:crypto';

/** A new invitation link's token (256 random bits) and the hash kept in its place. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: invitationTokenHash(token) };
}

/** Only this is stored: a leaked database gives no working link. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
