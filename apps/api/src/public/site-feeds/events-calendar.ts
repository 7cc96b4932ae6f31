import type { CalendarEvent } from '@schoolpage/content-contract';
import { DEFAULT_SCHOOL_TIME_ZONE, schoolDay, xmlSafeText } from '@schoolpage/content-contract';
import { createHash } from 'node:crypto';
import ical from 'ical-generator';

/** How often a subscribed calendar app should fetch the calendar again. */
const REFRESH_SECONDS = 6 * 3600;

export interface EventsCalendarInput {
  schoolName: string;
  /** The organisation the events belong to: part of every event's UID, which never changes with the school's address. */
  organizationId: string;
  events: readonly CalendarEvent[];
  /** The school's site (`https://…/s/<slug>`), each event's URL. */
  siteUrl: string;
  /** When the site last changed (epoch ms): every event's DTSTAMP, so the same site gives the same bytes. */
  updatedAt: number;
  /** The school's time zone (IANA): the calendar's, and the day of an event stored as an instant. */
  timeZone?: string;
}

/**
 * The school's calendar of events as iCalendar (RFC 5545): one all-day event per event on its date, with a UID
 * that stays the same through edits and moves (the event's id and the organisation, at the platform's host), in
 * the school's time zone (`X-WR-TIMEZONE`, Asia/Kolkata unless it has its own).
 */
export function eventsCalendar(input: EventsCalendarInput): string {
  const timeZone = input.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE;
  const host = new URL(input.siteUrl).hostname;
  // The school's words leave out what XML forbids: calendar apps convert events to XML (xCal, CalDAV) too.
  const schoolName = xmlSafeText(input.schoolName);
  const calendar = ical({
    name: schoolName,
    description: `Events of ${schoolName}`,
    prodId: { company: 'SchoolPage', product: 'School calendar', language: 'EN' },
    url: input.siteUrl,
    ttl: REFRESH_SECONDS,
    x: [{ key: 'X-WR-TIMEZONE', value: timeZone }],
  });
  for (const event of input.events) {
    // An all-day event on the school's own day (a date stored as an instant is the day it was at the school).
    const day = schoolDay(event.date, timeZone);
    if (!day) continue;
    calendar.createEvent({
      id: `${event.id ?? contentId(event)}.${input.organizationId}@${host}`,
      start: day,
      end: nextDay(day),
      allDay: true,
      summary: xmlSafeText(event.title),
      stamp: new Date(input.updatedAt),
      url: input.siteUrl,
    });
  }
  return calendar.toString();
}

/** The date after `date` (YYYY-MM-DD): an all-day event's exclusive end. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A UID part for an event stored before items had ids: its title and date. */
function contentId(event: CalendarEvent): string {
  return createHash('sha256').update(`${event.date}\n${event.title}`).digest('hex').slice(0, 24);
}
