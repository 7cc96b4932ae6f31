import { DEFAULT_SCHOOL_TIME_ZONE } from '@schoolpage/content-contract';
import { useSiteStatus } from './site-status';

/** The school's time zone (its Profile's): every date and time the dashboard shows or takes is in it. */
export function useSchoolTimeZone(): string {
  return useSiteStatus().profile?.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE;
}
