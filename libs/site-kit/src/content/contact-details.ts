import type { ContactDetails } from '@schoolpage/content-contract';

/** True when the school gave no address, phone, e-mail or office hours at all. */
export function hasNoContactDetails(details: ContactDetails | undefined): boolean {
  if (!details) return true;
  return (
    !details.address?.trim() &&
    !details.officeHours?.trim() &&
    !(details.phone ?? []).some((p) => p.trim()) &&
    !(details.email ?? []).some((e) => e.trim())
  );
}
