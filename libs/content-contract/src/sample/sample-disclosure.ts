import type { PublicDisclosure } from '../disclosure/disclosure';

/** A disclosure as visitors see it, for tests and previews: part filled, one document current, one expired. */
export const SAMPLE_DISCLOSURE: PublicDisclosure = {
  board: 'CBSE',
  general: { schoolName: 'Green Valley School', affiliationNumber: '2130456', schoolCode: '45123', udiseCode: '09123456789', pinCode: '248001', principalName: 'Asha Rao' },
  academics: {
    boardResults: [
      { year: 2025, className: 'X', registered: 48, passed: 47 },
      { year: 2025, className: 'XII', registered: 40, passed: 40, remarks: 'All passed' },
      { year: 2024, className: 'X', registered: 50, passed: 49 },
    ],
  },
  staff: { principal: 1, pgt: 10, tgt: 12, prt: 14, sections: 24 },
  infrastructure: { classrooms: { count: 24, sizeSqft: 500 }, internet: true, inspectionVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  documents: [
    { kind: 'affiliation-letter', title: 'Copies of affiliation/upgradation letter and recent extension of affiliation, if any', fileUrl: { url: '/api/files/affiliation.pdf' }, sizeBytes: 250_880, issuedOn: '2024-04-01', validUntil: '2029-03-31' },
    { kind: 'fire-safety-certificate', title: 'Copy of valid fire safety certificate issued by the competent authority', fileUrl: { url: '/api/files/fire.pdf' }, sizeBytes: 1_258_291, issuedOn: '2025-04-01', validUntil: '2026-03-31' },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** Every part of a disclosure filled in, as a school sends them (`POST /api/dashboard/disclosure`): for tests. */
export const FULL_DISCLOSURE_PARTS = {
  general: {
    schoolName: 'Green Valley School',
    affiliationNumber: '2130456',
    schoolCode: '45123',
    udiseCode: '09123456789',
    address: '12 Valley Road, Dehradun',
    pinCode: '248001',
    principalName: 'Asha Rao',
    principalQualification: 'M.Sc., B.Ed.',
    email: 'office@greenvalley.edu',
    phone: '0135 271 2345',
  },
  academics: {
    boardResults: [
      { year: 2025, className: 'X' as const, registered: 48, passed: 47 },
      { year: 2024, className: 'X' as const, registered: 50, passed: 50, remarks: 'All passed' },
      { year: 2023, className: 'X' as const, registered: 45, passed: 44 },
    ],
  },
  staff: { principal: 1, vicePrincipal: 1, pgt: 10, tgt: 12, prt: 14, ntt: 4, specialEducator: 1, counsellor: 1, sections: 24 },
  infrastructure: {
    campusAreaSqm: 8000,
    classrooms: { count: 24, sizeSqft: 500 },
    laboratories: { count: 4, sizeSqft: 600 },
    library: { sizeSqft: 1200 },
    computers: 40,
    internet: true,
    girlsToilets: 10,
    boysToilets: 10,
    inspectionVideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  },
};
