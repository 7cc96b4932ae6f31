import { SUBSCRIPTION_CONFIRM_DAYS, UPDATES_WORDS_EN, updatesText, type UpdatesWords } from '@schoolpage/content-contract';

/**
 * The mail that asks a parent to confirm the updates they asked for (or says they already get them), in plain text,
 * in the words of the language they asked in (English unless given).
 */
export function confirmationLetter({ schoolName, link, already = false, words = UPDATES_WORDS_EN }: { schoolName: string; link: string; already?: boolean; words?: UpdatesWords }): string {
  const school = { school: schoolName };
  const body = already
    ? [updatesText(words, 'alreadyAsked', school), '', updatesText(words, 'alreadyChange', { link })]
    : [updatesText(words, 'confirmAsked', school), '', updatesText(words, 'confirmOpen', { days: SUBSCRIPTION_CONFIRM_DAYS }), link, '', words.confirmNotYou];
  return [...body, '', 'SchoolPage'].join('\n');
}
