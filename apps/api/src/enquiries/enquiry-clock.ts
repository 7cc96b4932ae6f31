import { Injectable } from '@nestjs/common';

/** The clock enquiries are dated and kept by (the form's fill time, retention): tests set `now`. */
@Injectable()
export class EnquiryClock {
  now: () => number = () => Date.now();
}
