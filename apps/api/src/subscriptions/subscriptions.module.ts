import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { PERSISTENCE } from '../storage/storage-tokens';
import { openSubscriberStore } from './open-subscriber-store';
import { SubscriberChoices } from './subscriber-choices.service';
import { SubscriberRetention } from './subscriber-retention';
import { SubscriberStore } from './subscriber-store';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { SubscriptionIntake } from './subscription-intake.service';
import { SubscriptionsController } from './subscriptions.controller';
import { UpdatesPages } from './updates-pages.service';

/**
 * Parents' subscriptions to a school's updates: the request and its confirmation by mail (double opt-in), the
 * subscriber's own choices and the way to stop, the updates pages of each site, and the deletion of those never
 * confirmed.
 */
@Module({
  imports: [AccountsModule, EnquiriesModule],
  controllers: [SubscriptionsController],
  providers: [
    { provide: SubscriberStore, inject: [PERSISTENCE], useFactory: openSubscriberStore },
    SubscriptionClock,
    SubscriberTokens,
    SubscriptionIntake,
    SubscriberChoices,
    SubscriberRetention,
    UpdatesPages,
  ],
  exports: [UpdatesPages, SubscriberStore, SubscriberTokens],
})
export class SubscriptionsModule {}
