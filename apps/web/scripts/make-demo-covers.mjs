// Draws the demo events' covers into public/demo-covers/: for each category, a scene in the
// light of each coast the demo areas are on (Atlantic dawn in Portugal, grey-green North Sea in
// the Netherlands, a warm tropical evening on Sri Lanka's south coast), at the card size covers
// are stored at (640 × 360, WebP). The demo data picks one by category and area.
// Run it after changing the scenes: `node scripts/make-demo-covers.mjs`.
import { mkdir } from 'node:fs/promises';
import { CATEGORIES, iconPaths, sharp, swell } from './lib/drawing.mjs';

const WIDTH = 640;
const HEIGHT = 360;
const out = new URL('../public/demo-covers/', import.meta.url);
await mkdir(out, { recursive: true });

// Sky from top to horizon, the sun, two seas, and the sand.
const COASTS = {
  atlantic: {
    sky: ['#ffd2a6', '#9fd6d2'],
    sun: ['#ffb38a', 470, 150, 58],
    sea: ['#219493', '#175e61'],
    sand: '#ecd3a6',
  },
  'north-sea': {
    sky: ['#dfe9ec', '#a9c3cb'],
    sun: ['#fff4d6', 150, 110, 40],
    sea: ['#5b8f93', '#3c6e74'],
    sand: '#e7dcc2',
  },
  tropical: {
    sky: ['#ffb26b', '#ff7f62'],
    sun: ['#ffe08a', 500, 170, 62],
    sea: ['#17b3b8', '#0f7f8f'],
    sand: '#f2d29b',
  },
};

let written = 0;
for (const [coast, scene] of Object.entries(COASTS)) {
  for (const [category, [from, to, icon]] of Object.entries(CATEGORIES)) {
    const [sunColor, sunX, sunY, sunR] = scene.sun;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/>
        </linearGradient>
        <linearGradient id="tint" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="${from}" stop-opacity="0.55"/><stop offset="1" stop-color="${to}" stop-opacity="0.35"/>
        </linearGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>
      <rect width="100%" height="100%" fill="url(#tint)"/>
      <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${sunColor}" fill-opacity="0.9"/>
      ${swell(WIDTH, HEIGHT, scene.sea[0], 0.85, 235, 14)}
      ${swell(WIDTH, HEIGHT, scene.sea[1], 0.9, 265, 12)}
      ${swell(WIDTH, HEIGHT, scene.sand, 1, 318, 8)}
      <circle cx="${WIDTH / 2}" cy="150" r="62" fill="${to}" fill-opacity="0.78"/>
      <svg x="${WIDTH / 2 - 36}" y="114" width="72" height="72" viewBox="0 0 24 24" fill="none"
        stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${await iconPaths(icon)}</svg>
    </svg>`;
    await sharp(Buffer.from(svg))
      .webp({ quality: 78 })
      .toFile(new URL(`${coast}-${category}.webp`, out).pathname);
    written += 1;
  }
}
console.log(`${written} demo covers written to public/demo-covers/`);
