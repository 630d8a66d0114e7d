/**
 * How long a page that looks ready ignores a tap: on the built app, a phone-sized Chromium with
 * its CPU slowed 4×, from the first contentful paint a finger taps the page's control every
 * 50 ms until the control answers. Prints, per page, the median of the runs: the first paint,
 * the first answer and the dead time between them (docs/decisions/0035).
 * Usage: npm run build && npm run bench:dead-time -w @lineup/bench [-- --runs=5]
 *
 * A control answers when what it does begins: the area picker opens (or, before the app has
 * started, the browser follows it to the page that lists the areas), a Discover filter changes
 * the address, "Going" sends a visitor towards signing in.
 */
import { chromium, type Page } from 'playwright-core';
import { startServer } from './lib/server';

const runs = Number(
  process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3,
);
const TAP_EVERY_MS = 50;
const CPU_SLOWDOWN = 4;
/** Past this a page counts as never answering, and the run says so. */
const GIVE_UP_MS = 30_000;

type Control = {
  name: string;
  find: (page: Page) => ReturnType<Page['locator']>;
  /** The addresses its answer leads to (any other navigation is not its answer). */
  leadsTo: RegExp;
};

const areaPicker: Control = {
  name: 'area picker',
  find: (page) => page.getByRole('banner').getByRole('button', { name: /^Area: / }),
  // The picker itself (a dialog or menu), or before the app the areas on the home page. A
  // request carries no fragment, so the page it asks for is `/?`; the navigation, `/?#areas`.
  leadsTo: /\/\?(#areas)?$/,
};
const categoryFilter: Control = {
  name: 'category "Surf"',
  find: (page) =>
    page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Surf' }),
  leadsTo: /\/events\?(.*&)?category=surf/,
};
const going: Control = {
  name: '"Going" (visitor)',
  find: (page) =>
    page.getByRole('region', { name: 'RSVP' }).getByRole('button', { name: 'Going' }).first(),
  // Before the app, the press posts the page's RSVP form, which the server answers by sending a
  // visitor to log in.
  leadsTo: /\/(api\/events\/[^/]+\/rsvp-form|auth\?redirectTo=)/,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const server = await startServer({ port: 4397 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

/**
 * Where the control is on the phone's screen, found once on a page that has fully started: the
 * timed loads tap there from their first paint on, without asking the page first (the page does
 * not move as it starts: its layout shift stays under 0.02).
 */
async function findSpot(path: string, control: Control) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  const box = await control.find(page).boundingBox();
  await context.close();
  if (!box || box.y + box.height > 812)
    throw new Error(`${control.name} is not on the first screen of ${path}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One load of `path`: the first paint and the first answer, in ms from the navigation's start. */
async function measure(path: string, control: Control, spot: { x: number; y: number }) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  // A returning visitor: the cookie banner, a dialog of its own, stays away.
  await context.addInitScript(`window.localStorage.setItem('lineup_cookie_consent', 'true');`);
  // What the page itself notices first: a navigation (the address changes, or a new page is
  // asked for) or a dialog or menu opening, and when it was painted. Read in the page and
  // reported through a binding, so that nothing the bench asks of the page waits on its busy
  // main thread while the finger taps: a pending question holds up the taps sent after it.
  // (Scripts for the page are strings: the bench is built without the browser's types, and its
  // build would wrap a function in helpers the page does not have.)
  let answeredAt: number | undefined;
  let paint: { origin: number; paint: number } | undefined;
  // The first document's; a page the answer led to reports a paint of its own.
  let origin: number | undefined;
  type Report = { origin?: number; answeredAt?: number; paint?: { origin: number; paint: number } };
  await context.exposeBinding('__reportDeadTime', (_source, report: Report) => {
    origin ??= report.origin;
    answeredAt ??= report.answeredAt;
    if (report.paint?.origin === origin) paint ??= report.paint;
  });
  await context.addInitScript(`
    if (location.protocol !== 'about:') window.__reportDeadTime({ origin: performance.timeOrigin });
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      window.__reportDeadTime({ answeredAt: Date.now() });
    };
    // The page's own start-up may rewrite its address in place: only a new address counts.
    const leadsTo = new RegExp(${JSON.stringify(control.leadsTo.source)});
    window.navigation?.addEventListener('navigate', (event) => {
      if (leadsTo.test(event.destination.url)) answer();
    });
    new MutationObserver(() => {
      if (document.querySelector('[role="dialog"], [role="menu"]')) answer();
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((entries, observer) => {
      const entry = entries.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      observer.disconnect();
      window.__reportDeadTime({ paint: { origin: performance.timeOrigin, paint: entry.startTime } });
    }).observe({ type: 'paint', buffered: true });
  `);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  // A new document asked for (a link or form followed before the app started) ends the page
  // the in-page record lives in: the request itself is the answer then. Any other document
  // asked for means a tap on the painted page landed on something else: a fault of the page.
  let tapping = false;
  let leftAt: number | undefined;
  let strayTo: string | undefined;
  page.on('request', (request) => {
    if (!tapping || leftAt !== undefined || !request.isNavigationRequest()) return;
    if (control.leadsTo.test(request.url())) leftAt = Date.now();
    else strayTo ??= request.url();
  });
  // The finger starts when the renderer reports the first contentful paint, an event the
  // browser sends without waiting for the page's busy main thread (the page's own report of
  // the paint, read below for the figures, comes a few hundred ms late on a slowed phone).
  // Starting any earlier taps a page laid out without its style sheet: the bare HTML's logo
  // link fills the header there.
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const painted = new Promise<void>((resolve) =>
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') resolve();
    }),
  );

  const started = Date.now();
  await page.goto(server.url + path, { waitUntil: 'commit' });
  const { x, y } = spot;
  await painted;
  tapping = true;
  const finger = (async () => {
    while (answeredAt === undefined && strayTo === undefined && Date.now() - started < GIVE_UP_MS) {
      const tapStarted = Date.now();
      // A tap sent to a page on its way out may never be acknowledged: it answered then.
      await Promise.race([
        page.touchscreen.tap(x, y).catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
      const wait = TAP_EVERY_MS - (Date.now() - tapStarted);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  while (answeredAt === undefined && strayTo === undefined && Date.now() - started < GIVE_UP_MS) {
    answeredAt ??= leftAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The page's report of its paint comes a few hundred ms late on a slowed phone.
  for (let waited = 0; !paint && waited < 10_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await context.close();
  await finger;
  if (strayTo && answeredAt === undefined)
    throw new Error(`a tap on ${control.name} on ${path} led to ${strayTo} instead`);
  if (answeredAt === undefined) throw new Error(`the control never answered on ${path}`);
  if (!paint) return { paint: answeredAt - started, answer: answeredAt - started };
  return { paint: paint.paint, answer: answeredAt - paint.origin };
}

try {
  // An upcoming event of the demo data with spots left (a full one offers its waitlist instead
  // of "Going"), and the area it is in.
  const { events } = (await (await fetch(`${server.url}/api/events?limit=50`)).json()) as {
    events: {
      path: string;
      area: { slug: string };
      status: string;
      capacity: number | null;
      goingCount: number;
    }[];
  };
  const event = events.find(
    (candidate) =>
      candidate.status === 'published' &&
      (candidate.capacity === null || candidate.goingCount < candidate.capacity),
  );
  if (!event) throw new Error('the demo data has no upcoming event with spots left');
  const pages: [string, Control][] = [
    ['/', areaPicker],
    ['/events', categoryFilter],
    [event.path, going],
    [`/${event.area.slug}`, areaPicker],
  ];

  console.log(
    `Dead time: phone viewport, CPU ${CPU_SLOWDOWN}× slower, a tap every ${TAP_EVERY_MS} ms from first paint (median of ${runs})\n`,
  );
  console.log(
    'page'.padEnd(52) +
      'control'.padEnd(20) +
      ['first paint', 'answered', 'dead time'].map((h) => h.padStart(12)).join(''),
  );
  for (const [path, control] of pages) {
    const samples = { paint: [] as number[], answer: [] as number[], dead: [] as number[] };
    const spot = await findSpot(path, control);
    for (let run = 0; run < runs; run++) {
      const { paint, answer } = await measure(path, control, spot);
      samples.paint.push(paint);
      samples.answer.push(answer);
      samples.dead.push(Math.max(answer - paint, 0));
    }
    const ms = (values: number[]) => `${Math.round(median(values))} ms`.padStart(12);
    console.log(
      path.slice(0, 51).padEnd(52) +
        control.name.padEnd(20) +
        ms(samples.paint) +
        ms(samples.answer) +
        ms(samples.dead),
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
