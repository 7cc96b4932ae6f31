import { readablePhone } from '../accounts/phone-number';

interface Phones {
  phone: string[];
  phoneE164?: string[];
}

/** The phones of a contact or member as people read them ("+91 98290 11111"), where their E.164 form is known. */
export function withReadablePhones<T extends Phones>(holder: T): T {
  if (!holder.phoneE164?.length || !Array.isArray(holder.phone)) return holder;
  return { ...holder, phone: holder.phone.map((typed, index) => readablePhone(holder.phoneE164?.[index]) ?? typed) };
}
