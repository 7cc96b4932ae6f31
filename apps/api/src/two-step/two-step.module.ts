import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { TwoStepController } from './two-step.controller';
import { TwoStepService } from './two-step.service';

/** The authenticator-app second step of signing in (TOTP, RFC 6238, through otpauth; issue #25). */
@Module({
  imports: [SitesModule],
  controllers: [TwoStepController],
  providers: [TwoStepService],
})
export class TwoStepModule {}
