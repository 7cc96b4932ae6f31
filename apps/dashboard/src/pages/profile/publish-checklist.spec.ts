import { publishChecklist, readContactReadiness, readOrgReadiness, stillEmpty } from './publish-checklist';

describe('publish checklist', () => {
  it('lists what is done and what is still empty', () => {
    const items = publishChecklist({ organizationName: true, welcomeMessage: false, heroImage: false, contact: true }, false);
    expect(items.map((item) => [item.label, item.done])).toEqual([
      ['School name', true],
      ['Welcome message', false],
      ['Welcome (hero) image', false],
      ['Contact details', true],
      ['E-mail address verified', false],
    ]);
    expect(stillEmpty(items)).toBe('welcome message and welcome (hero) image');
    expect(stillEmpty(publishChecklist({ organizationName: true, welcomeMessage: true, heroImage: true, contact: true }, false))).toBe('');
  });

  it('reads the saved organisation and contact details', () => {
    expect(readOrgReadiness({ info: { organizationName: 'Hill', welcomeMessage: ' ', organizationImage: '/api/files/x.png' } })).toEqual({
      organizationName: true,
      welcomeMessage: false,
      heroImage: true,
    });
    expect(readContactReadiness({ info: { address: '', phone: ['', '080 1234'], email: [] } })).toBe(true);
    expect(readContactReadiness({ info: { address: '', phone: [], email: [] } })).toBe(false);
  });
});
