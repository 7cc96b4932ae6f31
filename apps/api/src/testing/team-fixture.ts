import type { TeamRole } from '@schoolpage/content-contract';
import request from 'supertest';
import { ADMIN, signedInAdmin } from './admin-fixture';
import type { TestPlatform } from './test-platform';

type Agent = ReturnType<typeof request.agent>;

/** The token of the newest invitation link mailed to `to`. */
export function latestInvitationToken(platform: TestPlatform, to: string): string {
  const mail = platform
    .outbox()
    .filter((m) => m.includes(`To: ${to}`))
    .pop();
  const token = mail?.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No invitation was mailed to ${to}.`);
  return token;
}

/** The owner invites `email` as `role`; the person joins with `userId` and is signed in on the returned agent. */
export async function joinedMember(platform: TestPlatform, owner: Agent, role: TeamRole, userId: string, email = `${userId}@school.test`): Promise<Agent> {
  await owner.post('/api/dashboard/team/invitations').send({ email, role }).expect(201);
  const member = platform.agent();
  await member
    .post('/api/auth/accept-invitation')
    .send({ token: latestInvitationToken(platform, email), fullName: `${role} ${userId}`, userId, password: 'Secret123' })
    .expect(200);
  return member;
}

/** A school whose owner registered, with an editor and a contributor who joined by invitation. */
export async function schoolTeam(platform: TestPlatform, prefix: string) {
  const owner = await signedInAdmin(platform, { userId: `${prefix}owner`, email: `${prefix}owner@school.test`, organizationName: `${prefix} ${ADMIN.organizationName}` });
  const editor = await joinedMember(platform, owner, 'editor', `${prefix}editor`);
  const contributor = await joinedMember(platform, owner, 'contributor', `${prefix}contributor`);
  return { owner, editor, contributor };
}
