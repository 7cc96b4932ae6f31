import { emptySiteContent } from '@schoolpage/content-contract';
import { publicContentAnswer } from './public-content';

describe('public content answer', () => {
  it('wraps stored content with the template name', () => {
    const content = emptySiteContent('River School');
    expect(JSON.parse(publicContentAnswer('nbl', JSON.stringify(content)))).toEqual({ success: true, info: { templateName: 'nbl', ...content } });
  });

  it('handles empty content', () => {
    expect(JSON.parse(publicContentAnswer('run', '{}'))).toEqual({ success: true, info: { templateName: 'run' } });
  });
});
