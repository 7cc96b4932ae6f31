import { boardSchema, disclosureChangeSchema, disclosureDocumentFieldsSchema, DISCLOSURE_MESSAGES as M, generalFieldProblem, isYouTubeLink } from './disclosure-schemas';

describe('the checks of section A (the validation table)', () => {
  const cbse = { board: 'CBSE' as const, country: 'india' };
  const state = { board: 'State board' as const, country: 'india' };

  it.each([
    ['udiseCode', '09123456789', cbse, undefined],
    ['udiseCode', '0912345678', cbse, M.udiseCode],
    ['udiseCode', '091234567890', cbse, M.udiseCode],
    ['udiseCode', '0912345678a', cbse, M.udiseCode],
    ['pinCode', '110001', cbse, undefined],
    ['pinCode', '011000', cbse, M.pinCode],
    ['pinCode', '11000', cbse, M.pinCode],
    ['pinCode', '1100011', cbse, M.pinCode],
    ['affiliationNumber', '2130456', cbse, undefined],
    ['affiliationNumber', '213045', cbse, M.cbseAffiliationNumber],
    ['affiliationNumber', '21304567', cbse, M.cbseAffiliationNumber],
    ['affiliationNumber', '21304567', state, undefined],
    ['affiliationNumber', 'KA-2130', state, M.affiliationNumberDigits],
    ['schoolCode', '45123', cbse, undefined],
    ['schoolCode', '4512', cbse, M.cbseSchoolCode],
    ['schoolCode', '451234', state, undefined],
    ['schoolCode', '45 12', state, M.schoolCodeDigits],
    ['email', 'office@dps.edu.in', cbse, undefined],
    ['email', 'office@dps', cbse, M.email],
    ['phone', '011 2345 6789', cbse, undefined],
    ['phone', '+91 98765 43210', cbse, undefined],
    ['phone', '98765', cbse, M.phone],
    ['phone', 'call us', cbse, M.phone],
    ['udiseCode', '   ', cbse, undefined],
  ] as const)('%s "%s" (%o): %s', (field, value, rules, problem) => {
    expect(generalFieldProblem(field, value, rules)).toBe(problem);
  });

  it('refuses a change with the first problem, and passes a good one through trimmed', () => {
    const schema = disclosureChangeSchema(cbse);
    const refused = schema.safeParse({ general: { schoolName: 'Hill School', pinCode: '012345' } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(M.pinCode);
    expect(schema.parse({ general: { schoolName: ' Hill School ', udiseCode: '09123456789' } })).toEqual({ general: { schoolName: 'Hill School', udiseCode: '09123456789' } });
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(M.nothingToSave);
    expect(schema.safeParse({ general: { motto: 'x' } }).success).toBe(false);
  });

  it('checks results: passed never above registered, a year and class once, class X or XII', () => {
    const schema = disclosureChangeSchema(cbse);
    const row = { year: 2025, className: 'X', registered: 40, passed: 39 };
    expect(schema.safeParse({ academics: { boardResults: [row] } }).success).toBe(true);
    expect(schema.safeParse({ academics: { boardResults: [{ ...row, passed: 41 }] } }).error?.issues[0]?.message).toBe(M.passedOverRegistered(2025, 'X'));
    expect(schema.safeParse({ academics: { boardResults: [row, row] } }).error?.issues[0]?.message).toBe(M.duplicateResult(2025, 'X'));
    expect(schema.safeParse({ academics: { boardResults: [{ ...row, className: 'IX' }] } }).error?.issues[0]?.message).toBe(M.resultClass);
    expect(schema.safeParse({ staff: { pgt: -1 } }).error?.issues[0]?.message).toBe(M.count('PGT'));
    expect(schema.safeParse({ staff: { pgt: 2.5 } }).success).toBe(false);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://youtu.be/dQw4w9WgXcQ', true],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', true],
    ['http://youtu.be/dQw4w9WgXcQ', false],
    ['https://vimeo.com/123456789', false],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', false],
    ['not a link', false],
  ])('takes %s as a YouTube link: %s', (url, ok) => {
    expect(isYouTubeLink(url)).toBe(ok);
  });

  it('takes a board of the list only, and a document with its date of issue and a later validity', () => {
    expect(boardSchema.safeParse({ board: 'CBSE' }).success).toBe(true);
    expect(boardSchema.safeParse({ board: 'cbse' }).error?.issues[0]?.message).toBe(M.board);
    expect(disclosureDocumentFieldsSchema.parse({ issuedOn: '2026-04-01', validUntil: '' })).toEqual({ issuedOn: '2026-04-01' });
    expect(disclosureDocumentFieldsSchema.safeParse({ issuedOn: '2026-02-30' }).error?.issues[0]?.message).toBe(M.issuedOn);
    expect(disclosureDocumentFieldsSchema.safeParse({ issuedOn: '2026-04-01', validUntil: '2026-03-01' }).error?.issues[0]?.message).toBe(M.validUntil);
  });
});
