import { ALERT_LIMITS } from '../site/site-alert';

/** The words of the school's alert banner: the API's answers and refusals and the dashboard's page (Alert). */
export const ALERT_MESSAGES = {
  messageRequired: 'Please write the alert message.',
  messageTooLong: `The alert message can be up to ${ALERT_LIMITS.message} characters.`,
  levelInvalid: 'Please choose the level: info, warning or emergency.',
  linkInvalid: 'Please give the link as a web address starting with https:// or as a page of your site starting with /.',
  linkTooLong: `The link can be up to ${ALERT_LIMITS.link} characters.`,
  tellSubscribersInvalid: '"Tell subscribers" must be ticked or unticked.',
  timeInvalid: 'Please give the time as a date and time, e.g. 2026-12-01T07:00:00+05:30.',
  endBeforeStart: 'The alert must end after it starts.',
  endPassed: 'This end time has already passed. Please choose a later one.',
  saved: 'Your alert is saved. Your site shows it within a few seconds.',
  removed: 'Your alert is removed from your site.',
  failedToSave: 'Failed to save the alert. Please try again.',
  failedToRemove: 'Failed to remove the alert. Please try again.',
  /** The banner's own button, for a visitor. */
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss this alert for this visit',
  moreLink: 'Read more',
} as const;
