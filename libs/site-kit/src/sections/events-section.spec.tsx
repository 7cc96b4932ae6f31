import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { CalendarEvent } from '@schoolpage/content-contract';
import { RENDERED_ON_ATTRIBUTE } from '../content/today';
import { EventsSection } from './events-section';

const EVENTS: CalendarEvent[] = [
  { id: 'a', title: 'Sports day', date: '2026-11-24' },
  { id: 'b', title: 'Open day', date: '2026-11-23' },
  { id: 'c', title: 'Concert', date: '2026-10-02' },
  { id: 'd', title: 'Assembly', date: '2026-11-22' },
];

/** The event titles shown as coming up, and those folded under Past Events. */
function shownSplit() {
  const section = screen.getByRole('region', { name: 'Upcoming Events' });
  const past = section.querySelector('details');
  const titles = (root: Element | null) => [...(root?.querySelectorAll('h3') ?? [])].map((h) => h.textContent);
  return { upcoming: titles(section.querySelector(':scope ol:not(details ol)')), past: titles(past) };
}

describe('EventsSection', () => {
  afterEach(() => jest.useRealTimers());

  it("splits the calendar around the school's today and folds the past away, written out in the school's dates", () => {
    // 18:00 UTC is 23:30 on the 23rd at a school in India: still the 23rd there.
    jest.useFakeTimers({ now: new Date(Date.UTC(2026, 10, 23, 18, 0)) });
    render(<EventsSection events={EVENTS} />);
    expect(shownSplit()).toEqual({ upcoming: ['Open day', 'Sports day'], past: ['Assembly', 'Concert'] });
    expect(within(screen.getByRole('region')).getByText('Past Events (2)').closest('details')?.open).toBe(false);
    expect(screen.getByText('23 Nov 2026')).toBeTruthy();
  });

  it("moves to the next day at the school's midnight, not the visitor's", () => {
    // 19:00 UTC on the 23rd is 00:30 on the 24th in India: the Open day of the 23rd is past.
    jest.useFakeTimers({ now: new Date(Date.UTC(2026, 10, 23, 19, 0)) });
    render(<EventsSection events={EVENTS} />);
    expect(shownSplit()).toEqual({ upcoming: ['Sports day'], past: ['Open day', 'Assembly', 'Concert'] });
  });

  it("takes over a page rendered yesterday without a mismatch, then moves to the visitor's today", () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 12, 0) });
    const page = `<div ${RENDERED_ON_ATTRIBUTE}="2026-11-22"></div>`;
    const markup = renderToString(<EventsSection events={EVENTS} />);
    document.body.innerHTML = `${page}<div id="root">${markup}</div>`;
    // The visitor opens the kept page two days later.
    jest.setSystemTime(new Date(2026, 10, 24, 9, 0));
    const recoverable: unknown[] = [];
    act(() => {
      hydrateRoot(document.getElementById('root')!, <EventsSection events={EVENTS} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(shownSplit()).toEqual({ upcoming: ['Sports day'], past: ['Open day', 'Assembly', 'Concert'] });
    errors.mockRestore();
    document.body.innerHTML = '';
  });

  it("offers to subscribe to the school's calendar in Google Calendar, Apple's calendars and Outlook, when it has one", () => {
    const { unmount } = render(<EventsSection events={EVENTS} />);
    expect(screen.queryByRole('link', { name: 'Add to Google Calendar' })).toBeNull();
    unmount();
    render(<EventsSection events={EVENTS} calendarUrl="https://schools.example/s/green/events.ics" schoolName="Green School" />);
    const list = screen.getByRole('list', { name: 'Get our events in your calendar:' });
    const href = (name: string) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(href('Add to Google Calendar')).toBe('https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fschools.example%2Fs%2Fgreen%2Fevents.ics');
    expect(href('Add to Apple Calendar')).toBe('webcal://schools.example/s/green/events.ics');
    expect(href('Add to Outlook')).toBe('https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fschools.example%2Fs%2Fgreen%2Fevents.ics&name=Green%20School');
  });
});
