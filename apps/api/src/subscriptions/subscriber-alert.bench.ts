import { ALERT_API_PATH } from '@schoolpage/content-contract';
import { randomUUID } from 'node:crypto';
import { ADMIN, publishedSchool } from '../testing/admin-fixture';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { startTestPlatform } from '../testing/test-platform';
import { SendStore } from './send-store';
import { SubscriberStore } from './subscriber-store';
import { SubscriptionSender } from './subscription-sender';

/**
 * How long 5,000 subscribers of one school take to get an alert by mail through a real SMTP server on loopback
 * (smtp-server): `npx jest -c apps/api/jest.config.cjs --testMatch '**\/subscriber-alert.bench.ts'`
 * (BENCH_SUBSCRIBERS, BENCH_SMTP_QUERY to try e.g. `pool=true&maxConnections=5`). MAIL_PER_SECOND is set out of the way.
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 5000);

it(`mails an alert to ${SUBSCRIBERS} subscribers`, async () => {
  const inbox = await startSmtpInbox();
  const signingUp = await startTestPlatform();
  const { organizationId } = await publishedSchool(signingUp);
  await signingUp.close({ keepData: true });
  const query = process.env.BENCH_SMTP_QUERY ? `&${process.env.BENCH_SMTP_QUERY}` : '';
  const platform = await startTestPlatform({ SMTP_URL: inbox.url + query, MAIL_PER_SECOND: '1000000' }, signingUp.dataDir);
  const store = platform.app.get(SubscriberStore);
  const now = Date.now();
  for (let at = 0; at < SUBSCRIBERS; at++) {
    await store.save({ id: randomUUID(), organizationId, email: `parent${at}@example.in`, topics: ['alerts'], consentAt: now, consentText: 'I agree.', confirmedAt: now });
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
    `${SUBSCRIBERS} subscribers, SMTP ${inbox.url}${query}: ${seconds.toFixed(1)} s (${Math.round(SUBSCRIBERS / seconds)} mails/s), delivered ${send.delivered}, failed ${send.failed}, ` +
      `received ${inbox.mails.length}; this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (server and SMTP server share it)`,
  );
  expect(inbox.mails.length).toBe(SUBSCRIBERS);
  await platform.close();
  await inbox.close();
}, 900_000);
