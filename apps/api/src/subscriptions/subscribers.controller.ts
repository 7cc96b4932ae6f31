import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { DASHBOARD_API, SUBSCRIPTION_TOPICS, type SubscriptionTopic } from '@schoolpage/content-contract';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { apiRoute } from '../common/api-route';
import { asText } from '../enquiries/enquiry-csv';
import { PushSubscriberStore, type PushSubscriberRecord } from './push-subscriber-store';
import { SendStore } from './send-store';
import { SubscriberStore, type SubscriberRecord } from './subscriber-store';

/** The last sends the Subscribers screen shows. */
const RECENT_SENDS = 10;

/** How many subscribers one channel has, in all and per topic. */
function countOf(subscribers: readonly { topics: readonly SubscriptionTopic[] }[]) {
  const perTopic = Object.fromEntries(SUBSCRIPTION_TOPICS.map((topic) => [topic, subscribers.filter((s) => s.topics.includes(topic)).length])) as Record<SubscriptionTopic, number>;
  return { total: subscribers.length, ...perTopic };
}

/** How many subscribers each channel has: confirmed e-mail addresses, and browsers with notifications on. */
function countsOf(subscribers: readonly SubscriberRecord[], browsers: readonly PushSubscriberRecord[]) {
  return { mail: countOf(subscribers), push: countOf(browsers) };
}

/**
 * The school's Subscribers screen: `GET /api/dashboard/subscribers` (counts per channel, `mail` and `push`, and topic, the last sends
 * with how many got them and how many failed, in all and per channel, and why) and `GET /api/dashboard/subscribers.csv` (its list: address,
 * topics, consent time and wording). Parents' addresses: owners and editors only. There is no way to add an address
 * by hand: only a parent's own confirmation makes a subscriber.
 */
@Controller()
@UseGuards(SessionGuard)
export class SubscribersController {
  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly pushSubscribers: PushSubscriberStore,
    private readonly sends: SendStore,
  ) {}

  @Access('site')
  @Get(apiRoute(DASHBOARD_API.subscribers))
  async overview(@SignedIn() admin: SignedInAdmin) {
    const [subscribers, browsers, sends] = await Promise.all([
      this.subscribers.confirmed(admin.accountId),
      this.pushSubscribers.of(admin.accountId),
      this.sends.recent(admin.accountId, RECENT_SENDS),
    ]);
    return {
      success: true,
      info: {
        counts: countsOf(subscribers, browsers),
        sends: sends.map(({ id: _id, dueAt, ...send }) => ({ ...send, at: new Date(dueAt).toISOString() })),
      },
    };
  }

  @Access('site')
  @Get(apiRoute(DASHBOARD_API.subscribersCsv))
  async csv(@SignedIn() admin: SignedInAdmin, @Res() response: Response): Promise<void> {
    const rows = (await this.subscribers.confirmed(admin.accountId)).map((s) =>
      [s.email, s.topics.join(' '), new Date(s.consentAt).toISOString().replace('T', ' ').slice(0, 16), s.consentText].map(asText),
    );
    response.setHeader('Content-Disposition', 'attachment; filename="subscribers.csv"');
    response.setHeader('Cache-Control', 'private, no-store');
    response.status(200).type('text/csv; charset=utf-8').send(stringify([['E-mail', 'Topics', 'Agreed (UTC)', 'Agreed to'], ...rows], { bom: true, record_delimiter: 'windows' }));
  }
}
