import type { DomainStatus } from '@schoolpage/content-contract';
import type { MailMessage } from '../mail/mailer';

/** What the owners of a school read when its domain's status changes; `profileLink` is where the domain's card is. */
export function domainStatusMail(to: string, schoolName: string, hostname: string, status: DomainStatus, profileLink: string): MailMessage {
  const school = schoolName || 'your school';
  switch (status) {
    case 'verified':
      return {
        to,
        subject: `${hostname} is connected to the site of ${school}`,
        text:
          `Hello ${school},\n\nYour site now opens at https://${hostname}. Its SchoolPage address leads there, so old links keep working.\n\n` +
          `Keep the DNS records as they are. Your domain: ${profileLink}\n\nSchoolPage\n`,
      };
    case 'lost':
      return {
        to,
        subject: `${hostname} no longer leads to the site of ${school}`,
        text:
          `Hello ${school},\n\nFor three days the DNS records of ${hostname} have not pointed to SchoolPage, so your site is back at its SchoolPage address.\n\n` +
          `Put the records back and press "Check now": ${profileLink}\n\nSchoolPage\n`,
      };
    case 'pending':
      return {
        to,
        subject: `${hostname} is waiting for its records`,
        text: `Hello ${school},\n\n${hostname} is not connected yet: create the records shown on your profile and press "Check now": ${profileLink}\n\nSchoolPage\n`,
      };
  }
}
