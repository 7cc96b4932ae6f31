import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { SitesModule } from '../sites/sites.module';
import { PLATFORM_CONFIG } from '../config/config.module';
import { PERSISTENCE } from '../storage/storage-tokens';
import { openPushSubscriberStore } from './open-push-subscriber-store';
import { openSendStore } from './open-send-store';
import { PushDelivery } from './push-delivery';
import { PushIntake } from './push-intake.service';
import { PushSubscriberStore } from './push-subscriber-store';
import { PushSubscriptionsController } from './push-subscriptions.controller';
import { openSubscriberStore } from './open-subscriber-store';
import { SendRecovery } from './send-recovery';
import { SendStore } from './send-store';
import { SubscriberChoices } from './subscriber-choices.service';
import { SubscriberRetention } from './subscriber-retention';
import { SubscriberStore } from './subscriber-store';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { SubscriptionDigest } from './subscription-digest';
import { SubscriptionIntake } from './subscription-intake.service';
import { SubscriptionSender } from './subscription-sender';
import { SubscribersController } from './subscribers.controller';
import { SubscriptionsController } from './subscriptions.controller';
import { UpdatesPages } from './updates-pages.service';
import { VAPID_KEYS, resolveVapidKeys } from './vapid-keys';

/**
 * Parents' subscriptions to a school's updates: the request and its confirmation by mail (double opt-in), the
 * subscriber's own choices and the way to stop, the updates pages of each site, the deletion of those never
 * confirmed, browsers' web push subscriptions, and the sending of each published post to the subscribers of its topic
 * (at once, or in their daily digest).
 */
@Module({
  imports: [AccountsModule, EnquiriesModule, SitesModule],
  controllers: [SubscriptionsController, PushSubscriptionsController, SubscribersController],
  providers: [
    { provide: SubscriberStore, inject: [PERSISTENCE], useFactory: openSubscriberStore },
    { provide: SendStore, inject: [PERSISTENCE], useFactory: openSendStore },
    { provide: PushSubscriberStore, inject: [PERSISTENCE], useFactory: openPushSubscriberStore },
    { provide: VAPID_KEYS, inject: [PLATFORM_CONFIG], useFactory: resolveVapidKeys },
    SubscriptionClock,
    SubscriberTokens,
    SubscriptionIntake,
    PushIntake,
    PushDelivery,
    SubscriberChoices,
    SubscriberRetention,
    UpdatesPages,
    SubscriptionSender,
    SubscriptionDigest,
    SendRecovery,
  ],
  exports: [UpdatesPages, SubscriberStore, SubscriberTokens],
})
export class SubscriptionsModule {}
