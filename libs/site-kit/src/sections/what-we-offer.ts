/** The fixed list every public site shows under "What We Offer" (spec §2). */
export const WHAT_WE_OFFER = [
  'Safety First',
  'Regular Classes',
  'Certified Teachers',
  'Sufficient Classrooms',
  'Creative Lessons',
  'Sports Facilities',
] as const;
