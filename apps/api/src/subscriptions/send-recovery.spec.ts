import { randomUUID } from 'node:crypto';
import { ADMIN, publishedSchool } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { SendRecovery } from './send-recovery';
import { SendStore } from './send-store';
import { SubscriberStore } from './subscriber-store';
import { SubscriptionSender } from './subscription-sender';

const NOTICE = '/api/dashboard/notice-course/notice';

describe('a post saved but never queued (the process died, or the store failed, in between)', () => {
  let platform: TestPlatform;
  let organizationId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    ({ organizationId } = await publishedSchool(platform));
    const now = Date.now();
    await platform.app.get(SubscriberStore).save({ id: randomUUID(), organizationId, email: 'reader@example.in', topics: ['circulars'], consentAt: now, consentText: 'I agree.', confirmedAt: now });
  });
  afterAll(() => platform.close());

  it('is found again and sent once; a post already queued is left as it is', async () => {
    const school = platform.agent();
    await school.post('/api/auth/login').send({ userId: ADMIN.userId, password: ADMIN.password }).expect(200);
    const recovery = platform.app.get(SendRecovery);
    const sender = platform.app.get(SubscriptionSender);
    const sentTo = () => platform.outbox().filter((mail) => mail.includes('To: reader@example.in') && mail.includes('Subject: Bus timings change'));
    // Whatever was queued so far (the school's own start) is sent.
    await recovery.recover();
    await sender.runDue();

    jest.spyOn(platform.app.get(SendStore), 'add').mockRejectedValueOnce(new Error('The store did not answer.'));
    await school.post(NOTICE).send({ noticeTitle: 'Bus timings change', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'From Monday.' }] }] } }).expect(201);
    await sender.runDue();
    expect(sentTo()).toHaveLength(0);

    expect(await recovery.recover()).toBe(1);
    await sender.runDue();
    expect(sentTo()).toHaveLength(1);

    expect(await recovery.recover()).toBe(0);
    await sender.runDue();
    expect(sentTo()).toHaveLength(1);
  });
});
