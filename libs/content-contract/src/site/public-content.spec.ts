import { emptySiteContent } from './empty-site-content';
import { allContentAnswer } from './public-content';

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
});
