import { describe, expect, it } from 'vitest';
import { inLanguage } from './page-language';

// Shaped like the build's index.html (font-preload.ts writes the faces' files).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <script type="application/json" id="lineup-script-faces">{"si":"/assets/noto-sans-sinhala-1.woff2","ta":"/assets/noto-sans-tamil-2.woff2"}</script>
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('a page’s template in its language', () => {
  it('preloads the face of the script a Sinhala or Tamil page needs, and no other', () => {
    const sinhala = inLanguage(TEMPLATE, 'si');
    expect(sinhala).toContain('<html lang="si">');
    expect(sinhala).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-sinhala-1.woff2">',
    );
    expect(sinhala).not.toContain('tamil');
    expect(inLanguage(TEMPLATE, 'ta')).toContain('href="/assets/noto-sans-tamil-2.woff2"');
  });

  it('downloads no script face for a language written in Latin letters', () => {
    for (const locale of ['en', 'nl', 'pt-PT'] as const) {
      const page = inLanguage(TEMPLATE, locale);
      expect(page).not.toContain('noto-sans');
      expect(page).not.toContain('lineup-script-faces');
    }
    expect(inLanguage(TEMPLATE, 'nl')).toContain(
      '<link rel="manifest" href="/nl/manifest.webmanifest">',
    );
  });
});
