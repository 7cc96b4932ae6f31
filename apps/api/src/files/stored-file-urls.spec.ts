import { emptySiteContent, type StoredSiteContent } from '@schoolpage/content-contract';
import { fileFieldKeys, fileKeysDropped } from './stored-file-urls';

const key = (n: number, extension = 'png') => `${n.toString(16).padStart(32, '0')}.${extension}`;
const file = (n: number, extension?: string) => ({ url: `/api/files/${key(n, extension)}` });

/** A stored site with every file field filled, each with its own file. */
function siteWithEveryFileField(): StoredSiteContent {
  const member = (n: number) => ({ fullName: 'A', designation: '', qualification: [], email: [], phone: [], imageUrl: file(n) });
  return {
    ...emptySiteContent('Hill School'),
    organizationLogo: { ...file(1), favicon: file(14), appleTouchIcon: file(15) },
    welcomeMessage: { welcomeMsg: 'Hello', imageUrl: file(2) },
    overview: [{ overviewContent: 'x', imageUrl: file(3) }],
    slider: [{ sliderQuote: 'x', imageUrl: file(4) }],
    history: [{ title: 'x', content: 'x', imageUrl: file(5) }],
    facilities: [{ title: 'x', content: 'x', imageUrl: file(6) }],
    activities: [{ title: 'x', content: 'x', imageUrl: file(7) }],
    socialMedia: [{ title: 'x', url: 'https://example.org/', icon: file(8) }],
    gallery: [{ imageUrl: file(9) }],
    facultyMember: [member(10)],
    staffMember: [member(11)],
    notice: [{ title: 'x', uploadDate: '2024-01-01T00:00:00Z', fileUrl: file(12, 'pdf') }],
    applicationForms: [{ title: 'x', fileUrl: file(13, 'pdf') }],
  };
}

describe('file fields of a site', () => {
  it('finds the stored file of every file field', () => {
    const expected = [...Array.from({ length: 13 }, (_, i) => key(i + 1, i + 1 >= 12 ? 'pdf' : 'png')), key(14), key(15)];
    expect([...fileFieldKeys(siteWithEveryFileField())].sort()).toEqual(expected.sort());
  });

  it('ignores file URLs written in free text (vision, mission, a social link address, contact details)', () => {
    const site = emptySiteContent('Hill School');
    site.vision = [file(20).url];
    site.mission = [`see ${file(21).url}`];
    site.socialMedia = [{ title: 'x', url: file(22).url }];
    site.contactDetails.address = file(23).url;
    site.welcomeMessage.welcomeMsg = file(24).url;
    expect(fileFieldKeys(site).size).toBe(0);
  });

  it('ignores URLs that do not point at the file store', () => {
    const site: StoredSiteContent = emptySiteContent('Hill School');
    site.organizationLogo = { url: '/api/files/../../etc/passwd' };
    site.gallery = [{ imageUrl: { url: '/assets/hero.webp' } }];
    expect(fileFieldKeys(site).size).toBe(0);
  });

  it('lists the files a change drops from the file fields, not those still used elsewhere in them', () => {
    const before = siteWithEveryFileField();
    const after = structuredClone(before);
    after.gallery = [];
    after.organizationLogo = file(3);
    expect(fileKeysDropped(before, after).sort()).toEqual([key(1), key(9), key(14), key(15)]);
  });

  it('does not count a file dropped from a free-text field', () => {
    const before = emptySiteContent('Hill School');
    before.vision = [file(30).url];
    expect(fileKeysDropped(before, emptySiteContent('Hill School'))).toEqual([]);
  });

  it('reads stored sites that lack some lists', () => {
    expect(fileFieldKeys({ organizationName: 'Old', gallery: [{ imageUrl: file(40) }] })).toEqual(new Set([key(40)]));
  });

  it("counts the disclosure's documents and those kept in its record of replaced ones as the site's files", () => {
    const document = (n: number) => ({ url: file(n, 'pdf').url, sizeBytes: 1, issuedOn: '2026-04-01', uploadedAt: '2026-04-01T00:00:00.000Z', uploadedBy: 'a' });
    const disclosure = {
      documents: { noc: document(50) },
      replaced: [{ ...document(51), kind: 'noc' as const, replacedAt: '2026-04-02T00:00:00.000Z', replacedBy: 'a' }],
      updatedAt: '2026-04-02T00:00:00.000Z',
    };
    expect(fileFieldKeys({ organizationName: 'Hill', disclosure })).toEqual(new Set([key(50, 'pdf'), key(51, 'pdf')]));
    expect(fileKeysDropped({ disclosure }, { disclosure: { ...disclosure, replaced: [] } })).toEqual([key(51, 'pdf')]);
  });
});
