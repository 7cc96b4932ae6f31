import { Injectable } from '@nestjs/common';

/** The clock subscriptions are dated by (consent, the confirmation link's life, the form's fill time): tests set `now`. */
@Injectable()
export class SubscriptionClock {
  now: () => number = () => Date.now();
}
