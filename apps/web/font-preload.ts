import type { Plugin } from 'vite';

// The browser learns of a web font only once the style sheet has arrived and a text needs it,
// so the first paint waits on that second round trip or swaps fonts late (a layout shift). A
// preload link in index.html starts the download with the page. The file is the one
// src/fonts.css declares (made by scripts/make-fonts.mjs); Vite hashes its name, so the link
// is written from the bundle.
const fonts = ['bricolage-grotesque-latin-700.woff2'];

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/;
// The first script or module preload Vite writes into <head>.
const FIRST_SCRIPT = /\n?\s*<(script type="module"|link rel="modulepreload")/;

/**
 * Writes the font preload link, and puts the style sheet and the font ahead of the scripts,
 * which Vite writes first: what the first paint needs goes out first, on a phone's few
 * connections, before the code that only starts the app.
 */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'lineup:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      // After Vite has written its own tags.
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const assets = Object.values(bundle).filter((output) => output.type === 'asset');
        const preloads = fonts.map((font) => {
          const asset = assets.find(({ names }) => names.includes(font));
          // Renaming a font file would otherwise drop its link silently.
          if (!asset)
            throw new Error(`font-preload.ts: ${font} is not in the build; update its list.`);
          // Fonts are always fetched in CORS mode; without `crossorigin` the preload goes unused.
          return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${asset.fileName}">`;
        });
        const stylesheet = STYLESHEET.exec(html)?.[0].trim();
        if (!stylesheet || !FIRST_SCRIPT.test(html)) return html;
        const head = [stylesheet, ...preloads].map((tag) => `\n    ${tag}`).join('');
        const withoutStylesheet = html.replace(STYLESHEET, '');
        const at = FIRST_SCRIPT.exec(withoutStylesheet)!.index;
        return withoutStylesheet.slice(0, at) + head + withoutStylesheet.slice(at);
      },
    },
  };
}
