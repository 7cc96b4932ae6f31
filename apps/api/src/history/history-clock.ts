import { Injectable } from '@nestjs/common';

/** The clock versions are dated and pruned by: tests set `now`. */
@Injectable()
export class HistoryClock {
  now: () => number = () => Date.now();
}
