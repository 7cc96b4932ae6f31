import { Module } from '@nestjs/common';
import { DEFAULT_ENQUIRY_RETENTION_DAYS } from '@schoolpage/content-contract';
import { AccountsModule } from '../accounts/accounts.module';
import { SitesModule } from '../sites/sites.module';
import { PERSISTENCE } from '../storage/storage-tokens';
import { EnquiriesController } from './enquiries.controller';
import { EnquiryClock } from './enquiry-clock';
import { EnquiryController } from './enquiry.controller';
import { EnquiryFormTokens } from './enquiry-form-token';
import { EnquiryIntake } from './enquiry-intake.service';
import { EnquirySettingsController } from './enquiry-settings.controller';
import { ENQUIRY_RETENTION_DAYS, EnquiryRetention } from './enquiry-retention';
import { EnquiryStore } from './enquiry-store';
import { openEnquiryStore } from './open-enquiry-store';

/** Admission enquiries: the form's endpoint and its tokens (the site's pages put one in the form they render), the school's inbox, its retention setting, and the deletion after it. */
@Module({
  imports: [AccountsModule, SitesModule],
  controllers: [EnquiryController, EnquiriesController, EnquirySettingsController],
  providers: [
    { provide: EnquiryStore, inject: [PERSISTENCE], useFactory: openEnquiryStore },
    { provide: ENQUIRY_RETENTION_DAYS, useValue: DEFAULT_ENQUIRY_RETENTION_DAYS },
    EnquiryClock,
    EnquiryFormTokens,
    EnquiryIntake,
    EnquiryRetention,
  ],
  exports: [EnquiryFormTokens],
})
export class EnquiriesModule {}
