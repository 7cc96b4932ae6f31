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
