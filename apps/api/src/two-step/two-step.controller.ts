import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { TEAM_MESSAGES, twoStepCodeSchema, twoStepRequiredSchema, TWO_STEP_API } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { TwoStepService } from './two-step.service';

/** `/api/dashboard/two-step`: each member's own second step; owners may require it of everyone. */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
@Access('self')
export class TwoStepController {
  constructor(private readonly twoStep: TwoStepService) {}

  @Get(apiRoute(TWO_STEP_API.status))
  async status(@SignedIn() admin: SignedInAdmin) {
    return { success: true, info: await this.twoStep.status(admin) };
  }

  @Post(apiRoute(TWO_STEP_API.setup))
  @HttpCode(200)
  async setup(@SignedIn() admin: SignedInAdmin) {
    return { success: true, info: await this.twoStep.setup(admin) };
  }

  @Post(apiRoute(TWO_STEP_API.enable))
  @HttpCode(200)
  async enable(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(twoStepCodeSchema)) body: z.output<typeof twoStepCodeSchema>) {
    return { success: true, message: TEAM_MESSAGES.twoStepOn, info: { recoveryCodes: await this.twoStep.enable(admin, body.code) } };
  }

  @Post(apiRoute(TWO_STEP_API.disable))
  @HttpCode(200)
  async disable(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(twoStepCodeSchema)) body: z.output<typeof twoStepCodeSchema>) {
    await this.twoStep.disable(admin, body.code);
    return { success: true, message: TEAM_MESSAGES.twoStepOff };
  }

  @Post(apiRoute(TWO_STEP_API.required))
  @Access('owner')
  @HttpCode(200)
  async required(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(twoStepRequiredSchema)) body: z.output<typeof twoStepRequiredSchema>) {
    await this.twoStep.require(admin, body.required);
    return { success: true, message: body.required ? TEAM_MESSAGES.twoStepRequiredSaved : TEAM_MESSAGES.twoStepNotRequiredSaved };
  }
}
