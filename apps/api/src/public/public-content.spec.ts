import { emptySiteContent } from '@schoolpage/content-contract';
import { publicContentAnswer } from './public-content';

describe('public content answer', () => {
  it('wraps stored content with the template name', () => {
    const content = emptySiteContent('River School');
    expect(JSON.parse(publicContentAnswer('nbl', content))).toEqual({ success: true, info: { templateName: 'nbl', ...content } });
  });

  it('handles empty content', () => {
    expect(JSON.parse(publicContentAnswer('run', {}))).toEqual({ success: true, info: { templateName: 'run' } });
  });

  it('leaves out the recently deleted items', () => {
    const stored = { organizationName: 'A', recentlyDeleted: [{ id: 'x', list: 'faq', position: 0, item: 'gone', deletedAt: new Date().toISOString() }] };
    expect(JSON.parse(publicContentAnswer('run', stored))).toEqual({ success: true, info: { templateName: 'run', organizationName: 'A' } });
  });
});
