import { DISMISSED_ALERT_KEY, pageBelow, PAGE_VIEW_REPORTED_ATTRIBUTE, reportPageView, type SCRIPT_FACES_ATTRIBUTE, type SitePageData } from '@schoolpage/content-contract';
import { applyScrollPadding } from '@schoolpage/ui/scroll-padding';
import { bandDrawing } from './band-drawing';
import { oneTaskEach } from './one-task-each';
import { opensBelowTheTop } from './opening-place';
import { readSitePageData } from './site-page-data';
import { applySiteStorageRules } from './site-storage-rules';
import { loadTakeOver, takeOverFilesOf } from './take-over-script';
import { keepPressedButton, onVisitorPresence } from './visitor-presence';

// The entry of a school's server-rendered page. The server's HTML and its first pictures are painted first, and
// the page works as plain HTML (links, forms, the menu listed open without script). Once the page has loaded and
// the browser has painted it (a tab opened in the background paints when it is shown), the view is counted and the
// bands below the first screen, left undrawn for the first paint, are drawn (band-drawing.ts), a step a task. The
// site's faces for India's scripts are let in (and so fetched) at the take-over: letting them in, and each face's
// arrival, restyles and lays out the whole page again (long tasks on a phone), which then join the take-over's own
// work instead of blocking the page on their own. A page with no take-over lets them in once painted. The site's script (the template and React) takes the page over at
// the visitor's first sign of presence (visitor-presence.ts): its files are downloaded and run then, so loading
// the page runs none of it; a button pressed before that is pressed again once the site answers it. This entry
// carries none of it either (no Module Federation runtime, no React): its script tag names the take-over's own
// script (take-over-script.ts), which brings them.
// The faces' attribute is the contract's, checked by the compiler (a type import: the entry stays this small).
const scriptFacesAttribute: typeof SCRIPT_FACES_ATTRIBUTE = 'data-script-faces';

const takeOverFiles = takeOverFilesOf(document.currentScript);
const pressedButton = keepPressedButton(document);
// The bands below the first screen, which the first paint left undrawn (band-drawing.ts); all drawn at once when the
// browser is to open the page below its top (a shared section's link, back to where the visitor was), and the place
// kept clear of the site's sticky bar, as the site keeps it once it takes over.
const bands = bandDrawing(document);
if (opensBelowTheTop(location, performance)) {
  bands.drawAll();
  applyScrollPadding(document);
}
let visitorPresent = false;
let takeOver: (() => void) | undefined;
onVisitorPresence(document, () => {
  visitorPresent = true;
  // Before their key or scroll moves the page: it takes its real height first.
  bands.drawAll();
  takeOver?.();
});

/** Counts the page the server sent, as soon as it is shown, whatever the visitor does next (the site's beacon leaves it out). */
function reportServedPage(data: SitePageData): void {
  const { organizationId } = data.content;
  if (!organizationId) return;
  const page = pageBelow(data.basePath, location.pathname);
  reportPageView(organizationId, page);
  document.documentElement.setAttribute(PAGE_VIEW_REPORTED_ATTRIBUTE, page);
}

const letScriptFacesIn = () => document.documentElement.removeAttribute(scriptFacesAttribute);

function whenPainted(): void {
  const data = readSitePageData(document);
  if (!data || !takeOverFiles) letScriptFacesIn();
  if (!data) return oneTaskEach(bands.steps);
  // Each a task of its own (one-task-each.ts): together they were a long task on a phone, just after the first paint;
  // then the bands, one a task.
  oneTaskEach([() => applySiteStorageRules(location, localStorage), () => reportServedPage(data), () => watchForTheVisitor(data), ...bands.steps]);
}

function watchForTheVisitor(data: SitePageData): void {
  if (!takeOverFiles) return;
  const files = takeOverFiles;
  let takingOver = false;
  // Once: a visitor who dismissed the alert has the page taken over at once, then moves; the take-over's script run
  // a second time would be a second React hydrating what the first has already changed.
  takeOver = () => {
    if (takingOver) return;
    takingOver = true;
    letScriptFacesIn();
    void loadTakeOver(document, files)
      .then((start) => start(data, pressedButton))
      .catch((error: unknown) => console.warn('The page stays as the server sent it:', error));
  };
  // A visitor who dismissed the site's alert on this visit is there: the take-over takes it off this page at once.
  if (visitorPresent || dismissedAlert()) takeOver();
}

function dismissedAlert(): boolean {
  try {
    return !!sessionStorage.getItem(DISMISSED_ALERT_KEY);
  } catch {
    return false;
  }
}

addEventListener('load', () => requestAnimationFrame(() => setTimeout(whenPainted)), { once: true });
