// Writes the web font in src/fonts/ from its Fontsource package, cut down to what the first
// view of a page needs on a phone (docs/decisions/0026-the-app-after-the-page.md):
// - only the letters Lineup's texts use: Basic Latin, Latin-1 (Portuguese and Dutch names),
//   typographic quotes, dashes, the ellipsis, arrows and the euro sign;
// - Bricolage Grotesque, the display face of headings, is one static weight, 700.
// Text is set in the system's face. The font is under the SIL Open Font License, which allows
// subsetting. Run it after updating the package: `node scripts/make-fonts.mjs`.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/** Also the `unicode-range` of the face in src/fonts.css: keep the two in step. */
const CODE_POINTS = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

const text = CODE_POINTS.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const require = createRequire(import.meta.url);
const fontFile = (pkg, file) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

const fonts = [
  {
    from: fontFile(
      '@fontsource-variable/bricolage-grotesque',
      'bricolage-grotesque-latin-wght-normal.woff2',
    ),
    to: 'bricolage-grotesque-latin-700.woff2',
    variationAxes: { wght: 700 },
  },
];

for (const font of fonts) {
  const source = await readFile(font.from);
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: font.variationAxes,
  });
  await writeFile(new URL(`../src/fonts/${font.to}`, import.meta.url), subset);
  console.log(`${font.to}: ${source.length} → ${subset.length} bytes`);
}
