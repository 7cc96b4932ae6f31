import { emptySiteContent } from './empty-site-content';
import { captionFromFileName, isPictureFile, picturesWithoutAltText } from './picture-text';

describe('what a school says about its pictures', () => {
  it.each([
    ['sports-day-2026.jpg', 'Sports day 2026'],
    ['IMG_2034.JPG', 'IMG 2034'],
    ['annual day.final.webp', 'Annual day final'],
    ['C:\\photos\\prize_giving.png', 'Prize giving'],
    ['--.png', ''],
  ])('names %s "%s" from its file name', (name, caption) => {
    expect(captionFromFileName(name)).toBe(caption);
  });

  it.each([
    ['/api/files/0123456789abcdef0123456789abcdef.png', true],
    ['/assets/notice-document.webp', true],
    ['blob:http://localhost/5b1c', true],
    ['/api/files/0123456789abcdef0123456789abcdef.pdf', false],
    ['/files/Form.PDF?download=1', false],
    ['', false],
  ])('tells a picture from a PDF by its address: %s', (url, picture) => {
    expect(isPictureFile({ url })).toBe(picture);
  });

  it('counts the pictures of a site that have no alt text: the hero and every list item with a picture, not the logo', () => {
    const site = {
      ...emptySiteContent('Hill School'),
      welcomeMessage: { welcomeMsg: '', imageUrl: { url: '/h.png', altText: 'Main building' } },
      organizationLogo: { url: '/l.png' },
      gallery: [{ url: '/g1.png', altText: 'Relay race' }, { url: '/g2.png', altText: '  ' }, { url: '/g3.png', caption: 'Only a caption' }],
      activities: [{ title: 'Debate', content: '' }, { title: 'Music', content: '', imageUrl: { url: '/m.png' } }],
      facultyMember: [{ fullName: 'Asha Rao', designation: '', qualification: [], email: [], phone: [], imageUrl: { url: '/a.png' }, altText: 'Asha Rao smiling' }],
      notice: [
        { title: 'Holiday', uploadDate: '2026-03-10T08:30:00.000Z', fileUrl: { url: '/n1.jpg' } },
        { title: 'Timetable', uploadDate: '2026-03-11T08:30:00.000Z', fileUrl: { url: '/n2.png' }, altText: 'Exam timetable for March' },
        { title: 'Fees', uploadDate: '2026-03-12T08:30:00.000Z', fileUrl: { url: '/n3.pdf' } },
      ],
    };
    // Two gallery pictures, the music picture and the holiday notice; the debate has no picture, the fees notice is a PDF,
    // and the logo (shown with alt="" beside the school's name) needs none.
    expect(picturesWithoutAltText(site)).toBe(4);
    expect(picturesWithoutAltText(emptySiteContent('Empty'))).toBe(0);
  });
});
