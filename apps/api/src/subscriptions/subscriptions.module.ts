import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { SitesModule } from '../sites/sites.module';
import { PERSISTENCE } from '../storage/storage-tokens';
import { openSendStore } from './open-send-store';
import { openSubscriberStore } from './open-subscriber-store';
import { SendStore } from './send-store';
import { SubscriberChoices } from './subscriber-choices.service';
import { SubscriberRetention } from './subscriber-retention';
import { SubscriberStore } from './subscriber-store';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { SubscriptionIntake } from './subscription-intake.service';
import { SubscriptionSender } from './subscription-sender';
import { SubscribersController } from './subscribers.controller';
import { SubscriptionsController } from './subscriptions.controller';
import { UpdatesPages } from './updates-pages.service';

/**
 * Parents' subscriptions to a school's updates: the request and its confirmation by mail (double opt-in), the
 * subscriber's own choices and the way to stop, the updates pages of each site, the deletion of those never
 * confirmed, and the sending of each published post to the subscribers of its topic.
 */
@Module({
  imports: [AccountsModule, EnquiriesModule, SitesModule],
  controllers: [SubscriptionsController, SubscribersController],
  providers: [
    { provide: SubscriberStore, inject: [PERSISTENCE], useFactory: openSubscriberStore },
    { provide: SendStore, inject: [PERSISTENCE], useFactory: openSendStore },
    SubscriptionClock,
    SubscriberTokens,
    SubscriptionIntake,
    SubscriberChoices,
    SubscriberRetention,
    UpdatesPages,
    SubscriptionSender,
  ],
  exports: [UpdatesPages, SubscriberStore, SubscriberTokens],
})
export class SubscriptionsModule {}
