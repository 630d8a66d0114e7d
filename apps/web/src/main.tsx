import './styles.css';

// A public page arrives rendered by the server, so the visitor can read it before any script
// runs (docs/decisions/0026-the-app-after-the-page.md). The app's code (React, the router, the
// page's own) is asked for once the page has loaded and been painted: on a phone's slow
// connection it would otherwise compete with the style sheet, fonts and pictures that the
// first view waits for, and its start-up work would delay that view's paint. A link works
// before then, as plain HTML; a hidden tab paints nothing, so there the app starts at once.
function afterThePageIsShown(start: () => void) {
  if (document.visibilityState === 'hidden') return start();
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
}

afterThePageIsShown(() => void import('./start-app'));
