import { TEAM_ROLE_LABELS, type TeamRole } from '@schoolpage/content-contract';
import type { MailMessage } from '../mail/mailer';

/** The e-mail that carries an invitation's one-time link. */
export function invitationMail(to: string, schoolName: string, role: TeamRole, link: string): MailMessage {
  return {
    to,
    subject: `Join ${schoolName} on SchoolPage`,
    text:
      `You are invited to help keep the website of ${schoolName} as ${TEAM_ROLE_LABELS[role]}.\n\n` +
      `Open this link to choose your user ID and password:\n${link}\n\n` +
      'The link works once and for 7 days. If you did not expect this invitation, ignore this e-mail.\n',
  };
}
