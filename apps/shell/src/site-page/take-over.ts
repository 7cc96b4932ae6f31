import { TAKE_OVER_GLOBAL, type TakeOver } from './take-over-script';

// The take-over's script of a school's page (take-over-script.ts): downloaded at the visitor's first move, with
// Module Federation's runtime. It leaves its start for the page's entry, which calls it with the page's data.
const start: TakeOver = (...args) =>
  // An async boundary lets Module Federation agree on the shared React before any of it runs.
  import('./hydrate-site').then((site) => site.takeOver(...args));

Object.assign(window, { [TAKE_OVER_GLOBAL]: start });
