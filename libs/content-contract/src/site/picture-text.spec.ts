import { emptySiteContent } from './empty-site-content';
import { captionFromFileName, picturesWithoutAltText } from './picture-text';

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

  it('counts the pictures of a site that have no alt text: hero, logo and every list item with a picture', () => {
    const site = {
      ...emptySiteContent('Hill School'),
      welcomeMessage: { welcomeMsg: '', imageUrl: { url: '/h.png', altText: 'Main building' } },
      organizationLogo: { url: '/l.png' },
      gallery: [{ url: '/g1.png', altText: 'Relay race' }, { url: '/g2.png', altText: '  ' }, { url: '/g3.png', caption: 'Only a caption' }],
      activities: [{ title: 'Debate', content: '' }, { title: 'Music', content: '', imageUrl: { url: '/m.png' } }],
      facultyMember: [{ fullName: 'Asha Rao', designation: '', qualification: [], email: [], phone: [], imageUrl: { url: '/a.png' }, altText: 'Asha Rao smiling' }],
    };
    // The logo, two gallery pictures and the music picture; the debate has no picture.
    expect(picturesWithoutAltText(site)).toBe(4);
    expect(picturesWithoutAltText(emptySiteContent('Empty'))).toBe(0);
  });
});
