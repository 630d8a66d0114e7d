import { useEffect } from 'react';

// react-style-singleton's API (what react-remove-scroll uses to lock page scroll under Radix
// dialogs and menus), with the rules in a constructed stylesheet adopted by the document
// instead of a `<style>` element: the Content Security Policy refuses `<style>` elements
// (`style-src-elem 'self'`) but does not govern the CSS object model. The build resolves
// `react-style-singleton` here (see csp-styles.ts). As in the original, the first styles
// added stay until the last user is gone.

export type StyleSheetSingleton = { add: (styles: string) => void; remove: () => void };

export function stylesheetSingleton(): StyleSheetSingleton {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(styles) {
      if (users === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(styles);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users++;
    },
    remove() {
      users--;
      if (users <= 0 && sheet) {
        const adopted = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== adopted);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // As the original: new styles apply only when they are marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [styles && isDynamic],
    );
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function StyleSheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
