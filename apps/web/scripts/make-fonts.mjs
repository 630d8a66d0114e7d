// Writes the web font in src/fonts/ from its Fontsource package, cut down to what the first
// view of a page needs on a phone (docs/decisions/0026-the-app-after-the-page.md):
// - only the letters Lineup's texts use: Basic Latin, Latin-1 (Portuguese and Dutch names),
//   typographic quotes, dashes, the ellipsis, arrows and the euro sign;
// - Bricolage Grotesque, the display face of headings, is one static weight, 700.
// Text is set in the system's face. For pages in Sinhala and Tamil, whose letters a phone may
// lack, Noto Sans Sinhala and Noto Sans Tamil are written too: their script's letters only, at
// the weights the text uses (400 to 700), loaded only on those pages (src/fonts.css).
// The fonts are under the SIL Open Font License, which allows subsetting. Run it after
// updating the packages: `node scripts/make-fonts.mjs`.
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

/** Also the `unicode-range` of the Sinhala and Tamil faces in src/fonts.css. */
const SINHALA = [
  [0x0d81, 0x0df4],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
const TAMIL = [
  [0x0b82, 0x0bfa],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

const textOf = (ranges) =>
  ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('');

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
    text: textOf(CODE_POINTS),
    variationAxes: { wght: 700 },
  },
  {
    from: fontFile(
      '@fontsource-variable/noto-sans-sinhala',
      'noto-sans-sinhala-sinhala-wght-normal.woff2',
    ),
    to: 'noto-sans-sinhala-400-700.woff2',
    text: textOf(SINHALA),
    variationAxes: { wght: { min: 400, max: 700 } },
  },
  {
    from: fontFile(
      '@fontsource-variable/noto-sans-tamil',
      'noto-sans-tamil-tamil-wght-normal.woff2',
    ),
    to: 'noto-sans-tamil-400-700.woff2',
    text: textOf(TAMIL),
    variationAxes: { wght: { min: 400, max: 700 } },
  },
];

for (const font of fonts) {
  const source = await readFile(font.from);
  const subset = await subsetFont(source, font.text, {
    targetFormat: 'woff2',
    variationAxes: font.variationAxes,
  });
  await writeFile(new URL(`../src/fonts/${font.to}`, import.meta.url), subset);
  console.log(`${font.to}: ${source.length} → ${subset.length} bytes`);
}
