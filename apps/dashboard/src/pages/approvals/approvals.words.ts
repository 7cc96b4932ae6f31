import { TEAM_MESSAGES as T } from '@schoolpage/content-contract';
import type { Catalogues } from '@schoolpage/words';

const en = {
  approvalsTitle: T.approvalsTitle,
  introDecide: 'Changes contributors proposed. They go live only when approved.',
  introOwn: 'Your proposed changes and what was decided.',
  waiting: 'Waiting',
  nothingWaits: 'Nothing waits for approval.',
  waitingList: 'Waiting for approval',
  decided: 'Decided',
  aChange: 'A change',
  andMore: ' and {count} more',
  approved: 'Approved',
  rejected: 'Rejected',
  decidedBy: '{status} by {person}, {when}',
  note: 'Note: {note}',
  before: 'Before',
  after: 'After',
  afterNew: 'After (new)',
  new: '(new)',
  noteLabel: 'Note for the contributor (optional)',
  approve: 'Approve',
  reject: 'Reject',
} as const;

const hi: Record<keyof typeof en, string> = {
  approvalsTitle: 'स्वीकृतियाँ',
  introDecide: 'योगदानकर्ताओं द्वारा प्रस्तावित बदलाव। स्वीकृत होने पर ही वे साइट पर आते हैं।',
  introOwn: 'आपके प्रस्तावित बदलाव और उन पर लिया गया निर्णय।',
  waiting: 'प्रतीक्षा में',
  nothingWaits: 'स्वीकृति के लिए कुछ भी प्रतीक्षा में नहीं है।',
  waitingList: 'स्वीकृति की प्रतीक्षा में',
  decided: 'निर्णय हो चुका',
  aChange: 'एक बदलाव',
  andMore: ' और {count} अन्य',
  approved: 'स्वीकृत',
  rejected: 'अस्वीकृत',
  decidedBy: '{person} द्वारा {status}, {when}',
  note: 'टिप्पणी: {note}',
  before: 'पहले',
  after: 'बाद में',
  afterNew: 'बाद में (नया)',
  new: '(नया)',
  noteLabel: 'योगदानकर्ता के लिए टिप्पणी (वैकल्पिक)',
  approve: 'स्वीकृत करें',
  reject: 'अस्वीकार करें',
};

/** The Approvals screen's words. */
export const approvalsWords = { en, hi } satisfies Catalogues;
