import { emptySiteContent } from './empty-site-content';
import { allContentAnswer, templateNameOfAnswer } from './public-content';

const deleted = { id: 'x', list: 'faq', position: 0, item: 'gone', deletedAt: new Date().toISOString() };

describe('all-content answer', () => {
  it('wraps stored content with the template name', () => {
    const content = emptySiteContent('River School');
    expect(JSON.parse(allContentAnswer('nbl', content))).toEqual({ success: true, info: { templateName: 'nbl', ...content } });
  });

  it('handles empty content', () => {
    expect(JSON.parse(allContentAnswer('run', {}))).toEqual({ success: true, info: { templateName: 'run' } });
  });

  it('leaves out the recently deleted items', () => {
    expect(JSON.parse(allContentAnswer('run', { organizationName: 'A', recentlyDeleted: [deleted] }))).toEqual({
      success: true,
      info: { templateName: 'run', organizationName: 'A' },
    });
  });

  it('leaves out the alert, which a page of the school adds only while it shows', () => {
    const alert = { message: 'Closed today', level: 'emergency' as const };
    expect(JSON.parse(allContentAnswer('run', { organizationName: 'A', alert }))).toEqual({
      success: true,
      info: { templateName: 'run', organizationName: 'A' },
    });
  });

  it('gives the gallery\'s pictures as their own url (spec §3 "gallery ({url})"), every other field kept', () => {
    const picture = { id: 'g1', imageUrl: { url: '/api/files/g.png' }, caption: 'Sports day', altText: 'Runners', focalPoint: { x: 0.5, y: 0.2 } };
    const slide = { id: 's1', sliderQuote: 'Reach high', imageUrl: { url: '/api/files/s.png' } };
    expect(JSON.parse(allContentAnswer('run', { gallery: [picture], slider: [slide] }))).toEqual({
      success: true,
      info: { templateName: 'run', gallery: [{ id: 'g1', url: '/api/files/g.png', caption: 'Sports day', altText: 'Runners', focalPoint: { x: 0.5, y: 0.2 } }], slider: [slide] },
    });
  });

  it('gives the phones of the contact details and members as people read them, where their E.164 form is known', () => {
    const contactDetails = { ...emptySiteContent('A').contactDetails, phone: ['919829011111', 'ask at the gate'], phoneE164: ['+919829011111', ''] };
    const member = { fullName: 'Dr. Anita Rao', designation: '', qualification: [], email: [], phone: ['02079460958'], phoneE164: ['+442079460958'] };
    const info = JSON.parse(allContentAnswer('run', { contactDetails, facultyMember: [member], staffMember: [{ ...member, phoneE164: undefined }] })).info;
    expect(info.contactDetails.phone).toEqual(['+91 98290 11111', 'ask at the gate']);
    expect(info.facultyMember[0].phone).toEqual(['+44 20 7946 0958']);
    expect(info.staffMember[0].phone).toEqual(['02079460958']);
  });

  it('names its template at its start, read back without parsing the whole answer', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(templateNameOfAnswer(bytes(allContentAnswer('nbl', { gallery: Array(500).fill({ imageUrl: { url: '/a.png' } }) })))).toBe('nbl');
    expect(templateNameOfAnswer(bytes(allContentAnswer('say "hi"', {})))).toBe('say "hi"');
    expect(templateNameOfAnswer(bytes('{"success":false,"message":"x"}'))).toBeUndefined();
  });
});
