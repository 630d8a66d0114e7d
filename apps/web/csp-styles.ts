import type { Plugin } from 'vite';

// The server's Content Security Policy takes style sheets only from Lineup's own files
// (`style-src-elem 'self'`, apps/server/src/middleware/security-headers.ts), so markup that
// slips in cannot restyle the page with a `<style>` element, nor with a `style` attribute
// (`style-src-attr 'none'`); the CSS object model, which React's `style` prop uses, stays
// allowed. Two libraries write `<style>`
// elements at run time; the build takes their rules elsewhere:
//
// - Radix's ScrollArea renders a fixed `<style>` that hides the native scrollbar: left out;
//   `components/ui/scroll-area.tsx` hides it with its own classes.
// - react-remove-scroll (Radix dialogs and menus) locks page scroll with rules it writes through
//   react-style-singleton: that module resolves to `src/lib/style-singleton.ts`, which adopts a
//   constructed stylesheet instead.
//
// A release that writes them differently fails the build here rather than a page in a browser.

const removals = [
  {
    library: '@radix-ui/react-scroll-area',
    module: /[\\/]node_modules[\\/]@radix-ui[\\/]react-scroll-area[\\/]dist[\\/]index\.mjs$/,
    code: /\/\* @__PURE__ \*\/ jsx\(ScrollAreaViewportStyle, \{ nonce \}\),/,
  },
];

export function cspStyles(): Plugin {
  return {
    name: 'lineup:csp-styles',
    apply: 'build',
    transform(code, id) {
      const removal = removals.find(({ module }) => module.test(id));
      if (!removal) return null;
      if (!removal.code.test(code)) {
        this.error(
          `${removal.library} no longer writes its <style> element the way csp-styles.ts expects; ` +
            'update the rule there so its styles keep within the Content Security Policy.',
        );
      }
      return { code: code.replace(removal.code, ''), map: null };
    },
  };
}
