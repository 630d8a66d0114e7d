import type { HtmlTagDescriptor, Plugin } from 'vite';

// The browser learns of a web font only once the style sheet has arrived and a text needs it,
// so the first paint waits on that second round trip or swaps fonts late (a layout shift). A
// preload link in index.html starts both downloads with the page. The files are the Latin
// subsets that src/fonts.css declares, named as Fontsource ships them; Vite hashes their names,
// so the links are written from the bundle.
const fonts = ['inter-latin-wght-normal.woff2', 'bricolage-grotesque-latin-wght-normal.woff2'];

export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'lineup:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(_html, { bundle }) {
      if (!bundle) return [];
      const assets = Object.values(bundle).filter((output) => output.type === 'asset');
      return fonts.map((font): HtmlTagDescriptor => {
        const asset = assets.find(({ names }) => names.includes(font));
        // A Fontsource release that renames its files would otherwise drop the links silently.
        if (!asset) {
          throw new Error(`font-preload.ts: ${font} is not in the build; update its list.`);
        }
        return {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            // Fonts are always fetched in CORS mode; without this the preload goes unused.
            crossorigin: true,
            href: `${base}${asset.fileName}`,
          },
          injectTo: 'head',
        };
      });
    },
  };
}
