import { DISCLOSURE_GENERAL_FIELDS, type DisclosureGeneral, type Member, type StoredSiteContent } from '@schoolpage/content-contract';

/** The school's principal: the first member whose designation says Principal (a vice principal is not). */
export function principalOf(members: readonly Member[]): Member | undefined {
  return members.find((member) => /\bprincipal\b/i.test(member.designation) && !/\bvice[\s-]*principal\b/i.test(member.designation));
}

/** Section A as far as the school's site and account already say it: name, address, e-mail, phone, principal. */
export function prefilledGeneral(content: StoredSiteContent, account: { email: string; phone: string }): Partial<DisclosureGeneral> {
  const principal = principalOf([...(content.facultyMember ?? []), ...(content.staffMember ?? [])]);
  const known: Partial<DisclosureGeneral> = {
    schoolName: content.organizationName,
    address: content.contactDetails?.address,
    email: content.contactDetails?.email?.find((email) => email.trim()) ?? account.email,
    phone: content.contactDetails?.phone?.find((phone) => phone.trim()) ?? account.phone,
    principalName: principal?.fullName,
    principalQualification: principal?.qualification.filter((q) => q.trim()).join(', '),
  };
  return Object.fromEntries(Object.entries(known).filter(([, value]) => typeof value === 'string' && value.trim() !== '').map(([field, value]) => [field, value.trim()]));
}

/** `stored` with every field it does not hold yet taken from `prefill`, and the names of those fields. */
export function withPrefill(stored: Partial<DisclosureGeneral> | undefined, prefill: Partial<DisclosureGeneral>): { general: Partial<DisclosureGeneral>; prefilled: (keyof DisclosureGeneral)[] } {
  const general: Partial<DisclosureGeneral> = { ...stored };
  const prefilled: (keyof DisclosureGeneral)[] = [];
  for (const field of DISCLOSURE_GENERAL_FIELDS) {
    if (general[field] === undefined && prefill[field] !== undefined) {
      general[field] = prefill[field];
      prefilled.push(field);
    }
  }
  return { general, prefilled };
}
