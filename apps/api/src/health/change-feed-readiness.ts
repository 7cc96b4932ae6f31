import { Injectable } from '@nestjs/common';
import type { ReadinessCheck } from '../common/readiness-check';
import { ChangeFeed } from '../sites/change-feed/change-feed';

/** Ready once this instance has applied every change other instances recorded up to now. */
@Injectable()
export class ChangeFeedReadiness implements ReadinessCheck {
  readonly name = 'changeFeed';

  constructor(private readonly feed: ChangeFeed) {}

  isReady(): Promise<boolean> {
    return this.feed.caughtUp();
  }
}
