// Draws the pictures chats and search engines show for a page that has no photo of its own
// (1200 × 630, the Open Graph size), into public/share/:
// - lineup.jpg: the site's own, a sun setting into the swell, for area, city and venue pages;
// - <category>.jpg: an event without a cover, in its category's colours and icon, as the
//   event cards draw it (features/events/lib/category-style.ts; keep the two in step).
// Run it after changing either: `node scripts/make-share-images.mjs`.
import { mkdir, readFile } from 'node:fs/promises';
import { CATEGORIES, iconPaths, sharp, swell as crest } from './lib/drawing.mjs';

const out = new URL('../public/share/', import.meta.url);
await mkdir(out, { recursive: true });

const WIDTH = 1200;
const HEIGHT = 630;
const swell = (fill, opacity, top) => crest(WIDTH, HEIGHT, fill, opacity, top);

async function write(name, svg) {
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(new URL(`${name}.jpg`, out).pathname);
}

// The site's own: dusk over the sea, with the logo's mark.
const mark = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');
await write(
  'lineup',
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#143f43"/><stop offset="0.6" stop-color="#174c4f"/><stop offset="1" stop-color="#175e61"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="900" cy="380" r="150" fill="#fd7a5b"/>
    ${swell('#187677', 0.7, 420)}${swell('#219493', 0.7, 480)}${swell('#fdfaf4', 1, 560)}
    <svg x="96" y="96" width="160" height="160" viewBox="0 0 32 32">${mark.replace(/<\/?svg[^>]*>/g, '')}</svg>
  </svg>`,
);

for (const [category, [from, to, icon]] of Object.entries(CATEGORIES)) {
  const paths = await iconPaths(icon);
  await write(
    category,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs><linearGradient id="art" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#art)"/>
      ${swell('#ffffff', 0.15, 470)}
      <svg x="${WIDTH / 2 - 80}" y="${HEIGHT / 2 - 110}" width="160" height="160" viewBox="0 0 24 24"
        fill="none" stroke="#ffffff" stroke-opacity="0.92" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>
    </svg>`,
  );
}
console.log('sharing images written to public/share/');
