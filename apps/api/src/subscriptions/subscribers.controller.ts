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
import { SendStore } from './send-store';
import { SubscriberStore, type SubscriberRecord } from './subscriber-store';

/** The last sends the Subscribers screen shows. */
const RECENT_SENDS = 10;

/** How many confirmed subscribers each channel has, in all and per topic. */
function countsOf(subscribers: readonly SubscriberRecord[]) {
  const perTopic = Object.fromEntries(SUBSCRIPTION_TOPICS.map((topic) => [topic, subscribers.filter((s) => s.topics.includes(topic)).length])) as Record<SubscriptionTopic, number>;
  return { mail: { total: subscribers.length, ...perTopic } };
}

/**
 * The school's Subscribers screen: `GET /api/dashboard/subscribers` (counts per channel and topic, the last sends
 * with how many got them and how many failed, and why) and `GET /api/dashboard/subscribers.csv` (its list: address,
 * topics, consent time and wording). Parents' addresses: owners and editors only. There is no way to add an address
 * by hand: only a parent's own confirmation makes a subscriber.
 */
@Controller()
@UseGuards(SessionGuard)
export class SubscribersController {
  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly sends: SendStore,
  ) {}

  @Access('site')
  @Get(apiRoute(DASHBOARD_API.subscribers))
  async overview(@SignedIn() admin: SignedInAdmin) {
    const [subscribers, sends] = await Promise.all([this.subscribers.confirmed(admin.accountId), this.sends.recent(admin.accountId, RECENT_SENDS)]);
    return {
      success: true,
      info: {
        counts: countsOf(subscribers),
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
