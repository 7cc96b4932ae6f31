import type { ApprovalChange } from '@schoolpage/content-contract';
import { changeLabelsIn, changeLines } from './change-lines';

const english = changeLabelsIn('en');
const lines = (change: Omit<ApprovalChange, 'summary'>, side: 'before' | 'after', labels = english) =>
  changeLines({ summary: '', ...change }, side, labels).map((line) => `${line.label}: ${line.value}${line.isNew ? ' (new)' : ''}`);

describe('the lines of a proposed change', () => {
  it("names an item's fields by the labels of its form, never by their stored names", () => {
    const notice = { id: 'n1', title: 'Sports Day', fileUrl: { url: '/api/files/k.pdf' }, date: '2026-12-05', uploadDate: '2026-11-29' };
    expect(lines({ kind: 'add', part: 'notice', before: null, after: notice }, 'after')).toEqual([
      'Notice title: Sports Day',
      'Notice file (image or PDF): /api/files/k.pdf',
      'Notice date (optional): 2026-12-05',
    ]);
    expect(lines({ kind: 'add', part: 'notice', before: null, after: notice }, 'before')).toEqual([]);
    const faq = { id: 'q', question: 'Bus?', answer: 'Yes.', email: [] };
    expect(lines({ kind: 'edit', part: 'faq', before: faq, after: { ...faq, answer: 'Two routes.' } }, 'after')).toEqual(['Question: Bus?', 'Answer: Two routes.']);
  });

  it('shows a list of texts entry by entry under its name, the new ones marked, and no empty side', () => {
    const vision = { kind: 'set', part: 'vision', before: ['Excellence for all.'], after: ['Excellence for all.', 'Every child curious.'] } as const;
    expect(lines(vision, 'before')).toEqual(['Vision: Excellence for all.']);
    expect(lines(vision, 'after')).toEqual(['Vision: Excellence for all.', 'Vision: Every child curious. (new)']);
    expect(lines({ ...vision, before: [] }, 'before')).toEqual([]);
    // A value first set: nothing before (the server says null; an older answer left it out).
    expect(lines({ kind: 'set', part: 'vision', before: undefined, after: ['One.'] }, 'before')).toEqual([]);
  });

  it('names the fields of a whole value and its own name, in the screen\'s language', () => {
    const welcome = { kind: 'set', part: 'welcomeMessage', before: { welcomeMsg: '' }, after: { welcomeMsg: 'Welcome!' } } as const;
    expect(lines(welcome, 'before')).toEqual([]);
    expect(lines(welcome, 'after')).toEqual(['message: Welcome!']);
    expect(lines({ kind: 'set', part: 'organizationName', before: 'Hill View', after: 'Hill View School' }, 'after')).toEqual(['School name: Hill View School']);
    const contact = { kind: 'set', part: 'contactDetails', before: null, after: { address: '5 Lake Road', phone: ['080 1234', '080 5678'], phoneE164: ['+91801234'] } } as const;
    expect(lines(contact, 'after')).toEqual(['address: 5 Lake Road', 'phone: 080 1234, 080 5678']);
    const hindi = changeLabelsIn('hi');
    expect(lines({ kind: 'add', part: 'notice', before: null, after: { id: 'n', title: 'खेल दिवस' } }, 'after', hindi)).toEqual(['सूचना का शीर्षक: खेल दिवस']);
    expect(lines({ kind: 'set', part: 'vision', before: [], after: ['हर बच्चा'] }, 'after', hindi)).toEqual(['दृष्टि: हर बच्चा (new)']);
  });
});
