import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isHttpsRequest } from '../lib/request-info';
import type { AppEnv } from '../types';

/**
 * Same-origin everything. Scripts only from our own files, and the one inline script of the web
 * build's `index.html` (which applies the theme picked on the device before the first paint,
 * docs/decisions/0039) by its hash, so an injected `<script>` cannot run. Style sheets only from our own files too, so
 * an injected `<style>` cannot restyle the page (the web build keeps libraries from writing
 * any, see apps/web/csp-styles.ts), and no `style` attribute in markup applies either. The UI
 * library positions menus and dialogs through React's `style` prop, which the browser sets
 * through the CSS object model (not governed by CSP); server-rendered pages carry no `style`
 * attribute, and the browser journeys fail on any violation if one ever appears.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  styleSrcElem: ["'self'"],
  styleSrcAttr: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

// Two years, the preload list's minimum; only sent over https (see below).
const HSTS = 'max-age=63072000; includeSubDomains';

export function securityHeaders(options: {
  trustProxy: number;
  /** `'sha256-…'` sources of the inline scripts the pages carry (`webAppScriptHashes`). */
  scriptHashes?: string[];
  /**
   * The map style's origins (`mapOrigins`): the maps fetch their style, tiles, glyphs and
   * sprites from there (docs/decisions/0041-maps.md). Nothing else leaves the page's origin.
   */
  mapOrigins?: string[];
}): MiddlewareHandler<AppEnv> {
  const base = secureHeaders({
    contentSecurityPolicy: {
      ...contentSecurityPolicy,
      scriptSrc: [...contentSecurityPolicy.scriptSrc, ...(options.scriptHashes ?? [])],
      connectSrc: [...contentSecurityPolicy.connectSrc, ...(options.mapOrigins ?? [])],
      // MapLibre draws in a worker of our own files; the sprite it decodes becomes a blob: image.
      workerSrc: ["'self'", 'blob:'],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Browsers ignore HSTS over http, but a plain-http response must not pin a host that may
    // never serve https (localhost, a LAN address), so it is added per request below.
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      // The area picker may offer "near me" later.
      geolocation: ['self'],
      payment: [],
      usb: [],
      // Successor of FLoC's interest-cohort: no ad-topic tracking from our pages.
      browsingTopics: [],
    },
  });
  return async (c, next) => {
    await base(c, async () => {
      await next();
      if (isHttpsRequest(c, options.trustProxy)) {
        c.res.headers.set('Strict-Transport-Security', HSTS);
      }
    });
    // Over https, a page that still names an http:// image (say, a link pasted into an event)
    // has it fetched over https rather than blocked as mixed content. `base` writes the policy
    // after the handlers have run, so it is extended here.
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy && isHttpsRequest(c, options.trustProxy)) {
      c.res.headers.set('Content-Security-Policy', `${policy}; upgrade-insecure-requests`);
    }
  };
}
