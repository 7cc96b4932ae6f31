import type { Catalogues } from '@schoolpage/words';

const en = {
  title: 'Verify your account',
  enterCode: 'Enter the code we e-mailed you',
  codeLabel: 'Verification code',
  codeSentTo: 'The {length}-digit code sent to {email}.',
  codeSent: 'The {length}-digit code sent to your e-mail address.',
  verifying: 'Verifying...',
  verifyAccount: 'Verify Account',
  sendingCode: 'Sending code...',
  sendAgainIn: 'Send the code again ({wait})',
  sendAgain: 'Send the code again',
} as const;

const hi: Record<keyof typeof en, string> = {
  title: 'अपना खाता सत्यापित करें',
  enterCode: 'हमारे ई-मेल किया गया कोड लिखें',
  codeLabel: 'सत्यापन कोड',
  codeSentTo: '{email} पर भेजा गया {length} अंकों का कोड।',
  codeSent: 'आपके ई-मेल पते पर भेजा गया {length} अंकों का कोड।',
  verifying: 'सत्यापन हो रहा है...',
  verifyAccount: 'खाता सत्यापित करें',
  sendingCode: 'कोड भेजा जा रहा है...',
  sendAgainIn: 'कोड फिर से भेजें ({wait})',
  sendAgain: 'कोड फिर से भेजें',
};

/** The page where the admin types the code that verifies their e-mail address. */
export const verifyWords = { en, hi } satisfies Catalogues;
