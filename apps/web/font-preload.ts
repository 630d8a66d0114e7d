import type { Plugin } from 'vite';

// The browser learns of a web font only once the style sheet has arrived and a text needs it,
// so the first paint waits on that second round trip or swaps fonts late (a layout shift). A
// preload link in index.html starts the download with the page. The file is the one
// src/fonts.css declares (made by scripts/make-fonts.mjs); Vite hashes its name, so the link
// is written from the bundle.
const fonts = ['bricolage-grotesque-latin-700.woff2'];
// The faces of the scripts some languages need (src/fonts.css), preloaded by the server on those
// languages' pages only: index.html names their files (`#lineup-script-faces`).
const scriptFaces: Record<string, string> = {
  si: 'noto-sans-sinhala-400-700.woff2',
  ta: 'noto-sans-tamil-400-700.woff2',
};

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
        const fileOf = (font: string) => {
          const asset = assets.find(({ names }) => names.includes(font));
          // Renaming a font file would otherwise drop its link silently.
          if (!asset)
            throw new Error(`font-preload.ts: ${font} is not in the build; update its list.`);
          return `${base}${asset.fileName}`;
        };
        // Fonts are always fetched in CORS mode; without `crossorigin` the preload goes unused.
        const preloads = fonts.map(
          (font) =>
            `<link rel="preload" as="font" type="font/woff2" crossorigin href="${fileOf(font)}">`,
        );
        const faces = Object.fromEntries(
          Object.entries(scriptFaces).map(([locale, font]) => [locale, fileOf(font)]),
        );
        preloads.push(
          `<script type="application/json" id="lineup-script-faces">${JSON.stringify(faces)}</script>`,
        );
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
