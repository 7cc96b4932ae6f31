import { SUBSCRIPTION_CONFIRM_DAYS } from '@schoolpage/content-contract';

/** The mail that asks a parent to confirm the updates they asked for (or says they already get them), in plain text. */
export function confirmationLetter({ schoolName, link, already = false }: { schoolName: string; link: string; already?: boolean }): string {
  const body = already
    ? [`Someone asked for updates from ${schoolName} for this address. You already get them.`, '', `Change your choice or stop them at any time: ${link}`]
    : [
        `Someone asked for updates from ${schoolName} to be sent to this address.`,
        '',
        `To get them, open this link within ${SUBSCRIPTION_CONFIRM_DAYS} days:`,
        link,
        '',
        'If it was not you, do nothing: no updates will be sent, and this address will be forgotten.',
      ];
  return [...body, '', 'SchoolPage'].join('\n');
}
