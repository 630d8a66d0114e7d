// What the image scripts share: sharp (borrowed from the server), lucide's icon drawings, and
// the swell every Lineup picture runs along the bottom.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export const sharp = createRequire(import.meta.resolve('@lineup/server/package.json'))('sharp');

const lucideFile = (path) => new URL(path, import.meta.resolve('lucide-react/package.json')).href;

/** The icon's drawing as lucide-react ships it (24 × 24, stroked), as SVG elements. */
export async function iconPaths(name) {
  const file = lucideFile(`dist/esm/icons/${name}.mjs`);
  let module = await import(file);
  if (!module.__iconData) {
    // An alias re-exports its icon under another name.
    const text = await readFile(new URL(file), 'utf8');
    const target = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(text)?.[1];
    module = await import(lucideFile(`dist/esm/icons/${target}.mjs`));
  }
  return module.__iconData.node
    .map(
      ([tag, props]) =>
        `<${tag} ${Object.entries(props)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => `${key}="${value}"`)
          .join(' ')}/>`,
    )
    .join('');
}

/** A band of sea from `top` down, its crest a gentle swell across `width`. */
export function swell(width, height, fill, opacity, top, amplitude = 48) {
  const step = width / 8;
  let path = `M0 ${top}`;
  for (let i = 0; i < 8; i++) {
    const dy = i % 2 === 0 ? -amplitude : amplitude;
    path += ` q${step / 2} ${dy} ${step} 0`;
  }
  return `<path fill="${fill}" fill-opacity="${opacity}" d="${path} V${height} H0z"/>`;
}

/** The Lineup categories' card colours and icons (features/events/lib/category-style.ts). */
export const CATEGORIES = {
  surf: ['#3eb0ae', '#175e61', 'waves'],
  music: ['#a78bfa', '#4338ca', 'music'],
  party: ['#fd7a5b', '#a21caf', 'party-popper'],
  'yoga-wellness': ['#6ee7b7', '#0d9488', 'flower-2'],
  'food-drink': ['#deb273', '#e23a16', 'utensils'],
  market: ['#fcd34d', '#c17f46', 'store'],
  sport: ['#38bdf8', '#1d4ed8', 'volleyball'],
  community: ['#ffa893', '#e23a16', 'users'],
  workshop: ['#a8a29e', '#44403c', 'hammer'],
  'art-culture': ['#fda4af', '#7e22ce', 'palette'],
  other: ['#72cdc9', '#d49a55', 'sparkles'],
};
