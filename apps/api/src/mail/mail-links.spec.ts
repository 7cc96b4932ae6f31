import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { mailLinkOrigin, publicOriginWarning } from './mail-links';

describe('links in e-mails', () => {
  let platform: TestPlatform;
  let team: Awaited<ReturnType<typeof schoolTeam>>;
  beforeAll(async () => {
    platform = await startTestPlatform({ PORT: '4321' });
    team = await schoolTeam(platform, 'maillinks');
  });
  afterAll(() => platform.close());

  const forged = { Host: 'approvals-phish.example', Origin: 'http://approvals-phish.example' };

  it("come from the address the server was started on, never from a request's Host, when PUBLIC_ORIGIN is unset", async () => {
    await team.contributor.post('/api/dashboard/about/faq').set(forged).send({ question: 'Fees?', answer: 'See the office.' }).expect(202);
    await team.owner.post('/api/dashboard/team/invitations').set(forged).send({ email: 'new@maillinks.test', role: 'editor' }).expect(201);
    const mails = platform.outbox().join('\n');
    expect(mails).toContain('Approve or reject it: http://localhost:4321/dashboard/approvals');
    expect(mails).toMatch(/http:\/\/localhost:4321\/invite\/[A-Za-z0-9_-]+/);
    expect(mails).not.toContain('approvals-phish.example');
  });

  it('come from PUBLIC_ORIGIN when set, and production warns at start without it', () => {
    expect(mailLinkOrigin({ publicOrigin: 'https://schools.example/', port: 3000 })).toBe('https://schools.example');
    expect(mailLinkOrigin({ publicOrigin: undefined, port: 3000 })).toBe('http://localhost:3000');
    expect(publicOriginWarning({ production: true, publicOrigin: undefined, port: 3000 })).toMatch(/^PUBLIC_ORIGIN is not set: links in e-mails will point at http:\/\/localhost:3000\./);
    expect(publicOriginWarning({ production: true, publicOrigin: 'https://schools.example', port: 3000 })).toBeUndefined();
    expect(publicOriginWarning({ production: false, publicOrigin: undefined, port: 3000 })).toBeUndefined();
  });
});
