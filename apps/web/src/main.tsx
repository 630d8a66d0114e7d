import './styles.css';

// A public page arrives rendered by the server, so the visitor can read it before any script
// runs (docs/decisions/0026-the-app-after-the-page.md). The app's code (React, the router, the
// page's own) is asked for once the page has loaded and its first content is on the screen:
// on a phone's slow connection it would otherwise compete with the style sheet, fonts and
// pictures that the first view waits for, and its start-up work would delay that view's paint.
// A link works before then, as plain HTML. A hidden tab paints nothing, and a page the server
// did not render has nothing to show (its #root is empty): there the app starts at once.
function afterThePageIsShown(start: () => void) {
  const rendered = (document.getElementById('root')?.childElementCount ?? 0) > 0;
  if (document.visibilityState === 'hidden' || !rendered) return start();
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  // The paint entry is reported once the frame is on the screen, not when it was drawn.
  const painted = new Promise<void>((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    try {
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve(); // no paint timing in this browser: the load event alone decides
    }
  });
  // Never wait long for a paint entry a browser did not report.
  const notLonger = () => new Promise<void>((resolve) => setTimeout(resolve, 1_000));
  void loaded.then(() => Promise.race([painted, notLonger()])).then(start);
}

// The browser loads its locale data the first time a date is formatted: some 20 ms on a
// laptop, four times that on a phone, the longest single call of a page's hydration. Asked
// for in four smaller parts while the app downloads, each in a task of its own, it never
// holds up a tap for long.
const localeDataInParts = [
  () => new Intl.Locale('en-GB').maximize(),
  () => new Intl.Collator('en-GB').compare('a', 'b'),
  () => new Intl.NumberFormat('en-GB').format(1),
  () => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(0),
];

function oneTaskEach(steps: (() => unknown)[]) {
  const [first, ...rest] = steps;
  if (first) {
    setTimeout(() => {
      first();
      oneTaskEach(rest);
    }, 0);
  }
}

// Chromium offers to install Lineup once a page, early, with `beforeinstallprompt`; the app
// starts later. The offer is kept for the app's own invitation (features/pwa/install-moment.ts),
// which asks at a better moment than the browser's banner would. Nothing is imported for it:
// the entry stays free of the app's code.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.lineupInstallPrompt = event as NonNullable<Window['lineupInstallPrompt']>;
  window.dispatchEvent(new Event('lineup:install-prompt'));
});

afterThePageIsShown(() => {
  void import('./start-app');
  oneTaskEach(localeDataInParts);
});
