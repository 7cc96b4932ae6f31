import type { SCRIPT_FACES_ATTRIBUTE } from '@schoolpage/content-contract';

// The entry of a school's server-rendered page. The server's HTML and its first pictures are painted first: the
// faces of India's scripts and the take-over (its files are downloaded then: none of them shares the link with the
// page's first view) wait for the page's load and the browser's next paint (a tab opened in the background paints,
// and so starts, when it is shown).
// The attribute's name is the contract's, checked by the compiler (a type import: the entry stays this small).
const scriptFacesAttribute: typeof SCRIPT_FACES_ATTRIBUTE = 'data-script-faces';

addEventListener(
  'load',
  () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        document.documentElement.removeAttribute(scriptFacesAttribute);
        // An async boundary lets Module Federation agree on the shared React before any of it runs.
        void import('./hydrate-site');
      }),
    ),
  { once: true },
);
