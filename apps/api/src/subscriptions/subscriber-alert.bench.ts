import { ALERT_API_PATH } from '@schoolpage/content-contract';
import { randomUUID } from 'node:crypto';
import { ADMIN, publishedSchool } from '../testing/admin-fixture';
import { startPushService } from '../testing/push-service';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { startTestPlatform } from '../testing/test-platform';
import { PushSubscriberStore } from './push-subscriber-store';
import { SendStore } from './send-store';
import { SubscriberStore } from './subscriber-store';
import { SubscriptionSender } from './subscription-sender';

/**
 * How long 5,000 subscribers of one school take to get an alert: by mail through a real SMTP server on loopback
 * (smtp-server), and by web push to a local push service that checks each VAPID token and decrypts each message
 * (testing/push-service.ts): `npx jest -c apps/api/jest.config.cjs --testMatch '**\/subscriber-alert.bench.ts'`
 * (BENCH_SUBSCRIBERS mail subscribers, BENCH_PUSH_SUBSCRIBERS browsers (as many by default), BENCH_SMTP_QUERY to try
 * e.g. `pool=true&maxConnections=5`). MAIL_PER_SECOND is set out of the way.
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 5000);
const BROWSERS = Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? SUBSCRIBERS);

it(`sends an alert to ${SUBSCRIBERS} subscribers by mail and ${BROWSERS} by web push`, async () => {
  const [inbox, pushService] = await Promise.all([startSmtpInbox(), startPushService()]);
  const signingUp = await startTestPlatform();
  const { organizationId } = await publishedSchool(signingUp);
  await signingUp.close({ keepData: true });
  const query = process.env.BENCH_SMTP_QUERY ? `&${process.env.BENCH_SMTP_QUERY}` : '';
  const platform = await startTestPlatform({ SMTP_URL: inbox.url + query, MAIL_PER_SECOND: '1000000', PUSH_SERVICE_HOSTS: pushService.origin }, signingUp.dataDir);
  const store = platform.app.get(SubscriberStore);
  const browsers = platform.app.get(PushSubscriberStore);
  const now = Date.now();
  for (let at = 0; at < SUBSCRIBERS; at++) {
    await store.save({ id: randomUUID(), organizationId, email: `parent${at}@example.in`, topics: ['alerts'], consentAt: now, consentText: 'I agree.', confirmedAt: now });
  }
  for (let at = 0; at < BROWSERS; at++) {
    const { endpoint, keys } = pushService.subscribe();
    await browsers.save({ id: randomUUID(), organizationId, endpoint, keys, topics: ['alerts'], consentAt: now, consentText: 'I agree.' });
  }
  const school = platform.agent();
  await school.post('/api/auth/login').send({ userId: ADMIN.userId, password: ADMIN.password }).expect(200);
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  await school.post(ALERT_API_PATH).send({ message: 'School closed tomorrow: heavy rain', level: 'emergency' }).expect(200);
  await platform.app.get(SubscriptionSender).runDue();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const [send] = await platform.app.get(SendStore).recent(organizationId, 1);
  console.log(
    `${SUBSCRIBERS} mail subscribers (SMTP ${inbox.url}${query}) and ${BROWSERS} browsers (local push service): ${seconds.toFixed(1)} s; ` +
      `mail delivered ${send.channels.mail.delivered}, failed ${send.channels.mail.failed}, received ${inbox.mails.length}; ` +
      `push delivered ${send.channels.push.delivered}, failed ${send.channels.push.failed}, received and decrypted ${pushService.received.length}; ` +
      `this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (server, SMTP server and push service share it)`,
  );
  expect(inbox.mails.length).toBe(SUBSCRIBERS);
  expect(pushService.received.length).toBe(BROWSERS);
  await platform.close();
  await Promise.all([inbox.close(), pushService.close()]);
}, 900_000);
