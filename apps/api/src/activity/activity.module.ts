import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ActivityController } from './activity.controller';
import { ActivityInterceptor } from './activity.interceptor';

/** The school's activity record (issue #25): every change, sign-in and failed sign-in, kept a year. */
@Module({
  controllers: [ActivityController],
  providers: [{ provide: APP_INTERCEPTOR, useClass: ActivityInterceptor }],
})
export class ActivityModule {}
