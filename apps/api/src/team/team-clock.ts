import { Injectable } from '@nestjs/common';

/** The clock invitations are dated by (their 7 days): tests set `now`. */
@Injectable()
export class TeamClock {
  now: () => number = () => Date.now();
}
