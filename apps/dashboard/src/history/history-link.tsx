import { Link, useInRouterContext } from 'react-router-dom';
import { DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import { historyWords } from './history.words';
import styles from './history.module.css';

/** The dashboard address of a thing's history (a section, page, story, circular, the alert or the disclosure). */
export function historyHref(historyKey: string): string {
  return `${DASHBOARD_ROUTE}/history?thing=${encodeURIComponent(historyKey)}`;
}

/** One of several things a card edits, and what it is called there (a card with one thing names it by its heading). */
export interface HistoryOf {
  historyKey: string;
  of: string;
}

/**
 * "History": the link to the versions of the thing `historyKey` names. `describedBy` names what it is the history of
 * (a card's heading), for a screen reader among several such links; `of` names it in the link itself ("History:
 * Welcome message"), where a card edits several things.
 */
export function HistoryLink({ historyKey, describedBy, of }: { historyKey: string; describedBy?: string; of?: string }) {
  const words = useWords(historyWords);
  const routed = useInRouterContext();
  const props = { className: styles.historyLink, 'aria-describedby': describedBy, children: of ? words.t('title', { thing: of }) : words.t('history') };
  // A card shown on its own (outside the dashboard's routes) still links, by a plain address.
  return routed ? <Link to={historyHref(historyKey)} {...props} /> : <a href={historyHref(historyKey)} {...props} />;
}
