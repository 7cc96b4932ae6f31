import type { MailMessage } from '../mail/mailer';

/** To each owner and editor: a contributor's change waits for them. */
export function approvalRequestMail(to: string, schoolName: string, who: string, summaries: string[], link: string): MailMessage {
  return {
    to,
    subject: `A change to ${schoolName} waits for your approval`,
    text: `${who} proposed a change to the website of ${schoolName}:\n\n${summaries.map((line) => `- ${line}`).join('\n')}\n\nApprove or reject it: ${link}\n`,
  };
}

/** To the contributor: what was decided, the note of who decided (a rejection's reason), and where their changes are listed. */
export function approvalDecisionMail(to: string, schoolName: string, approved: boolean, summaries: string[], note: string, link: string): MailMessage {
  return {
    to,
    subject: approved ? `Your change to ${schoolName} is approved` : `Your change to ${schoolName} was not approved`,
    text:
      `${approved ? 'Your change is now on the website' : 'Your change was not made on the website'} of ${schoolName}:\n\n` +
      `${summaries.map((line) => `- ${line}`).join('\n')}\n` +
      (note ? `\nNote: ${note}\n` : '') +
      `\nYour changes and what was decided: ${link}\n`,
  };
}
