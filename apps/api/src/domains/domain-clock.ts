import { Injectable } from '@nestjs/common';

/** The clock domains are checked, re-checked and found lost by: tests set `now`. */
@Injectable()
export class DomainClock {
  now: () => number = () => Date.now();
}
