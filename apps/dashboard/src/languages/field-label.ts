/** The dashboard's names of the parts of a site, for the fields a translation lacks (`faq/#<id>/question` → "FAQ: question"). */
const SECTION_NAMES: Record<string, string> = {
  organizationName: 'School name',
  welcomeMessage: 'Welcome message',
  overview: 'Overview',
  vision: 'Vision',
  mission: 'Mission',
  slider: 'Slider',
  gallery: 'Gallery',
  activities: 'Activities',
  history: 'History',
  facilities: 'Facilities',
  faq: 'FAQ',
  calendarOfEvent: 'Calendar of events',
  admissionProcess: 'Admission process',
  applicationForms: 'Application forms',
  facultyMember: 'Faculty',
  staffMember: 'Staff',
  notice: 'Notices',
  course: 'Courses',
  contactDetails: 'Contact',
  socialMedia: 'Social links',
  offers: 'What we offer',
  textLogo: 'Text logo',
  pages: 'Pages',
  news: 'News',
};

/** Fields whose stored names do not read well. */
const FIELD_NAMES: Record<string, string> = { welcomeMsg: 'message', overviewContent: 'text', sliderQuote: 'quote', altText: 'alt text' };

/** Words of a field name ("fullName" → "full name"). */
const spaced = (name: string) => FIELD_NAMES[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A field path as the school reads it: its part of the site, which item (by number), and the field. */
export function fieldLabel(path: string, itemNumber?: (section: string, id: string) => number | undefined): string {
  const [section, ...rest] = path.split('/');
  const parts = [SECTION_NAMES[section] ?? spaced(section)];
  for (const step of rest) {
    if (step.startsWith('#')) {
      const number = itemNumber?.(section, step.slice(1));
      parts.push(number ? `item ${number}` : 'an item');
    } else if (/^\d+$/.test(step)) parts.push(`line ${Number(step) + 1}`);
    else parts.push(spaced(step));
  }
  return parts.length === 1 ? parts[0] : `${parts[0]}: ${parts.slice(1).join(', ')}`;
}
