import type { MemberType } from '@schoolpage/content-contract';
import { chosenFile, type FieldValues } from '../../sections/field-spec';

/** The member form's repeatable lists, as added with their buttons. */
export interface MemberLists {
  qualification: string[];
  email: string[];
  phone: string[];
}

export const NO_ENTRIES: MemberLists = { qualification: [], email: [], phone: [] };

/** The form name of the entry of a list still being typed. */
export const draftName = (key: keyof MemberLists) => `${key}Draft`;

/** What the member form holds: the chosen type, the texts, the entry lists (with the entry still being typed) and the picture. */
export interface TypedMember {
  memberType: MemberType;
  fullName: string;
  designation: string;
  qualification: string[];
  email: string[];
  phone: string[];
  image?: File;
  altText: string;
}

export function typedMember(form: HTMLFormElement, lists: MemberLists): TypedMember {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  /** The added entries plus the one still being typed, if it is not blank. */
  const entries = (key: keyof MemberLists) => [...lists[key], text(draftName(key))].filter(Boolean);
  return {
    memberType: text('memberType') === 'staff' ? 'staff' : 'faculty',
    fullName: text('fullName'),
    designation: text('designation'),
    qualification: entries('qualification'),
    email: entries('email'),
    phone: entries('phone'),
    image: chosenFile(form, 'memberImage'),
    altText: text('altText'),
  };
}

/** An entry list as a section form's value: a JSON array, '' when empty (nothing typed). */
const entriesValue = (entries: readonly string[]) => (entries.length ? JSON.stringify(entries) : '');

/** The member as the Faculty or Staff section's form values, for its live preview (use-typed-items.ts). */
export function previewValues(member: TypedMember): FieldValues {
  return {
    fullName: member.fullName,
    designation: member.designation,
    qualification: entriesValue(member.qualification),
    email: entriesValue(member.email),
    phone: entriesValue(member.phone),
    memberImage: member.image,
    altText: member.image ? member.altText : '',
  };
}

/** What is typed in the member form, for the list it will add to; `values` are empty once it is saved. */
export interface TypedMemberValues {
  memberType: MemberType;
  values: FieldValues;
}

