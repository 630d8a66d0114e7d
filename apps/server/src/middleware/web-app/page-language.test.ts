import { describe, expect, it } from 'vitest';
import { inLanguage } from './page-language';

// Shaped like the build's index.html (font-preload.ts writes the faces' files).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Lineup · Events, plans and friends on the coast</title>
    <meta
      name="description"
      content="Lineup is where surf towns meet up."
    />
    <meta property="og:title" content="Lineup · Events, plans and friends on the coast" />
    <meta
      property="og:description"
      content="Find events, casual plans and friends in coastal surf towns."
    />
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

  it('names the site in the page’s language until the page names itself, and keeps English as built', () => {
    const dutch = inLanguage(TEMPLATE, 'nl');
    expect(dutch).toContain('<title>Lineup · Evenementen, plannen en vrienden aan de kust</title>');
    expect(dutch).toMatch(
      /<meta\s+name="description"\s+content="Lineup is waar surfplaatsen samenkomen: [^"]+"/,
    );
    expect(dutch).toContain(
      '<meta property="og:title" content="Lineup · Evenementen, plannen en vrienden aan de kust" />',
    );
    expect(dutch).toMatch(
      /<meta\s+property="og:description"\s+content="Vind evenementen, losse plannen en vrienden in surfplaatsen aan de kust\."/,
    );
    expect(dutch).not.toContain('Events, plans and friends');

    const english = inLanguage(TEMPLATE, 'en');
    expect(english).toContain('<title>Lineup · Events, plans and friends on the coast</title>');
    expect(english).toContain('content="Lineup is where surf towns meet up."');
  });
});
