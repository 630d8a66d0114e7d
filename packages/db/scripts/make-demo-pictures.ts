// Draws the demo events' pictures into apps/web/public/demo-pictures/<name>/: scenes of the
// events the demo data holds (surfers on a wave at sunrise, a market under striped awnings, a
// bonfire under the full moon...) in the light of the coasts the demo areas are on. Each is
// written at the sizes and in the format an uploaded cover is stored at (card.webp and
// hero.webp), so the web app offers both as it does for any cover.
//
// The names are the ones the seed's event templates list (src/seed/demo-data.ts); every one
// must have a recipe here. Run after changing a scene or a list: `npm run demo-pictures -w @lineup/db`
// (or with names to redraw only those: `npm run demo-pictures -w @lineup/db -- surf-sunset-atlantic`).
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EVENT_IMAGE_SIZES } from '@lineup/contracts';
import sharp from 'sharp';
import { EVENT_TEMPLATES, WEEKLY_YOGA_PICTURES } from '../src/seed/demo-data';
import { Random } from '../src/seed/random';
import { Canvas, H, W, type Coast, type LightName } from './lib/drawing';
import * as scenes from './lib/scenes';

type Scene = (canvas: Canvas) => string;
type Recipe = { scene: Scene; light: LightName; coast: Coast; seed?: number; mirror?: boolean };

const band = (canvas: Canvas) => scenes.stage(canvas, { band: true });
const solo = (canvas: Canvas) => scenes.stage(canvas, { band: false });
const dayMarket = (canvas: Canvas) => scenes.market(canvas, { night: false });
const nightMarket = (canvas: Canvas) => scenes.market(canvas, { night: true });
const cafe = (canvas: Canvas) => scenes.cafe(canvas, { longTable: false });
const longTable = (canvas: Canvas) => scenes.cafe(canvas, { longTable: true });

const RECIPES: Record<string, Recipe> = {
  'surf-sunrise-atlantic': { scene: scenes.surfWave, light: 'sunrise', coast: 'atlantic' },
  'surf-dawn-north-sea': {
    scene: scenes.surfWave,
    light: 'dawn',
    coast: 'north-sea',
    mirror: true,
  },
  'surf-lineup-dawn-tropical': { scene: scenes.surfLineup, light: 'dawn', coast: 'tropical' },
  'surf-sunset-atlantic': {
    scene: scenes.surfWave,
    light: 'sunset',
    coast: 'atlantic',
    mirror: true,
  },
  'surf-lineup-golden-north-sea': { scene: scenes.surfLineup, light: 'golden', coast: 'north-sea' },
  'surf-sunset-tropical': { scene: scenes.surfWave, light: 'golden', coast: 'tropical' },
  'surf-lesson-morning-atlantic': { scene: scenes.surfLesson, light: 'morning', coast: 'atlantic' },
  'surf-lesson-day-tropical': {
    scene: scenes.surfLesson,
    light: 'day',
    coast: 'tropical',
    mirror: true,
  },
  'longboard-golden-atlantic': { scene: scenes.longboard, light: 'golden', coast: 'atlantic' },
  'longboard-day-north-sea': {
    scene: scenes.longboard,
    light: 'day',
    coast: 'north-sea',
    mirror: true,
  },
  'yoga-sunrise-beach-atlantic': { scene: scenes.yogaBeach, light: 'sunrise', coast: 'atlantic' },
  'yoga-dawn-beach-tropical': {
    scene: scenes.yogaBeach,
    light: 'dawn',
    coast: 'tropical',
    mirror: true,
  },
  'yoga-sunset-group-atlantic': { scene: scenes.yogaGroup, light: 'sunset', coast: 'atlantic' },
  'yoga-golden-group-north-sea': { scene: scenes.yogaGroup, light: 'golden', coast: 'north-sea' },
  'cold-plunge-overcast-north-sea': {
    scene: scenes.coldPlunge,
    light: 'overcast',
    coast: 'north-sea',
  },
  'cold-plunge-sunrise-atlantic': { scene: scenes.coldPlunge, light: 'sunrise', coast: 'atlantic' },
  'sound-bath': { scene: scenes.soundBath, light: 'dusk', coast: 'atlantic' },
  'dj-night-pink': { scene: scenes.djNight, light: 'night', coast: 'atlantic', seed: 3 },
  'dj-night-amber': { scene: scenes.djNight, light: 'night', coast: 'atlantic', seed: 8 },
  'full-moon-tropical': { scene: scenes.fullMoon, light: 'night', coast: 'tropical' },
  'full-moon-bonfire-atlantic': { scene: scenes.bonfireCircle, light: 'dusk', coast: 'atlantic' },
  'acoustic-session-red': { scene: scenes.acoustic, light: 'dusk', coast: 'atlantic', seed: 1 },
  'acoustic-session-stage': { scene: solo, light: 'night', coast: 'atlantic' },
  'live-band': { scene: band, light: 'night', coast: 'atlantic' },
  'fish-grill-sunset-atlantic': { scene: scenes.fishGrill, light: 'sunset', coast: 'atlantic' },
  'fish-grill-dusk-tropical': {
    scene: scenes.fishGrill,
    light: 'dusk',
    coast: 'tropical',
    mirror: true,
  },
  'wine-sunset-atlantic': { scene: scenes.wineTasting, light: 'sunset', coast: 'atlantic' },
  'wine-golden-north-sea': { scene: scenes.wineTasting, light: 'golden', coast: 'north-sea' },
  'brunch-table-light': { scene: scenes.brunch, light: 'morning', coast: 'atlantic', seed: 2 },
  'brunch-table-dark': { scene: scenes.brunch, light: 'morning', coast: 'atlantic', seed: 5 },
  'market-morning-atlantic': { scene: dayMarket, light: 'morning', coast: 'atlantic' },
  'market-day-north-sea': { scene: dayMarket, light: 'overcast', coast: 'north-sea', mirror: true },
  'night-market-tropical': { scene: nightMarket, light: 'night', coast: 'tropical' },
  'night-market-dusk-atlantic': { scene: nightMarket, light: 'dusk', coast: 'atlantic' },
  'volleyball-day-north-sea': { scene: scenes.volleyball, light: 'day', coast: 'north-sea' },
  'volleyball-golden-atlantic': {
    scene: scenes.volleyball,
    light: 'golden',
    coast: 'atlantic',
    mirror: true,
  },
  'trail-run-morning-atlantic': { scene: scenes.trailRun, light: 'morning', coast: 'atlantic' },
  'trail-run-sunrise-north-sea': {
    scene: scenes.trailRun,
    light: 'sunrise',
    coast: 'north-sea',
    mirror: true,
  },
  'kitesurf-day-north-sea': { scene: scenes.kitesurf, light: 'day', coast: 'north-sea' },
  'kitesurf-overcast-north-sea': {
    scene: scenes.kitesurf,
    light: 'overcast',
    coast: 'north-sea',
    mirror: true,
  },
  'beach-clean-morning-atlantic': { scene: scenes.beachClean, light: 'morning', coast: 'atlantic' },
  'beach-clean-overcast-north-sea': {
    scene: scenes.beachClean,
    light: 'overcast',
    coast: 'north-sea',
  },
  'beach-clean-day-tropical': {
    scene: scenes.beachClean,
    light: 'day',
    coast: 'tropical',
    mirror: true,
  },
  'meetup-cafe-day': { scene: cafe, light: 'day', coast: 'atlantic' },
  'meetup-long-table-dusk': { scene: longTable, light: 'dusk', coast: 'atlantic' },
  'language-cafe-golden': { scene: cafe, light: 'golden', coast: 'north-sea', mirror: true },
  'language-long-table-night': { scene: longTable, light: 'night', coast: 'tropical' },
  'board-repair-rack': { scene: scenes.boardRepair, light: 'day', coast: 'atlantic', seed: 4 },
  'board-repair-bench': {
    scene: scenes.boardRepair,
    light: 'day',
    coast: 'atlantic',
    seed: 9,
    mirror: true,
  },
  'ocean-safety-day-atlantic': { scene: scenes.oceanSafety, light: 'day', coast: 'atlantic' },
  'ocean-safety-overcast-north-sea': {
    scene: scenes.oceanSafety,
    light: 'overcast',
    coast: 'north-sea',
    mirror: true,
  },
  'surf-photo-golden-atlantic': { scene: scenes.surfPhoto, light: 'golden', coast: 'atlantic' },
  'surf-photo-sunrise-tropical': {
    scene: scenes.surfPhoto,
    light: 'sunrise',
    coast: 'tropical',
    mirror: true,
  },
  'film-night-dusk-atlantic': { scene: scenes.filmNight, light: 'dusk', coast: 'atlantic' },
  'film-night-north-sea': {
    scene: scenes.filmNight,
    light: 'night',
    coast: 'north-sea',
    mirror: true,
  },
  'exhibition-gallery': { scene: scenes.gallery, light: 'day', coast: 'atlantic' },
  'exhibition-mural': { scene: scenes.mural, light: 'morning', coast: 'atlantic' },
  'whale-morning-tropical': { scene: scenes.whale, light: 'morning', coast: 'tropical' },
  'whale-sunrise-tropical': {
    scene: scenes.whale,
    light: 'sunrise',
    coast: 'tropical',
    mirror: true,
  },
  'swap-morning-atlantic': { scene: scenes.swap, light: 'morning', coast: 'atlantic' },
  'swap-day-north-sea': { scene: scenes.swap, light: 'overcast', coast: 'north-sea', mirror: true },
  'yoga-studio-morning-atlantic': { scene: scenes.yogaStudio, light: 'morning', coast: 'atlantic' },
  'yoga-studio-sunrise-north-sea': {
    scene: scenes.yogaStudio,
    light: 'sunrise',
    coast: 'north-sea',
  },
  'yoga-studio-golden-tropical': {
    scene: scenes.yogaStudio,
    light: 'golden',
    coast: 'tropical',
    mirror: true,
  },
};

const outFolder = fileURLToPath(
  new URL('../../../apps/web/public/demo-pictures/', import.meta.url),
);

/** A number from the name, so each picture has its own seed and keeps it when others change. */
function seedOf(name: string): number {
  let hash = 2_166_136_261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

function drawPicture(name: string, recipe: Recipe): string {
  const random = new Random(seedOf(name) + (recipe.seed ?? 0));
  const horizon = random.int(400, 480);
  const sunX = random.int(420, 1180);
  const canvas = new Canvas(random, recipe.light, recipe.coast, horizon, sunX);
  const body = recipe.scene(canvas);
  // A photograph's grain, and a lens's darker corners.
  const grain = canvas.id('grain');
  const vignette = canvas.radial([
    [0.55, '#000000', 0],
    [1, '#000000', 0.38],
  ]);
  canvas.defs.push(
    `<filter id="${grain}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${random.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0 0.7"/></feComponentTransfer></filter>`,
  );
  // The light's colour over everything, as a photograph taken in it has.
  const tint = canvas.linear([
    [0, canvas.light.sky[1], 0.35],
    [1, canvas.light.sky[2], 0.25],
  ]);
  const scene = recipe.mirror ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${canvas.defs.join('')}</defs>${scene}<rect width="${W}" height="${H}" fill="${tint}" style="mix-blend-mode:soft-light"/><rect width="${W}" height="${H}" filter="url(#${grain})" opacity="0.16" style="mix-blend-mode:overlay"/><rect width="${W}" height="${H}" fill="${vignette}"/></svg>`;
}

/** Every picture the demo data names. */
function namedPictures(): string[] {
  return [
    ...new Set([
      ...EVENT_TEMPLATES.flatMap((template) => template.pictures),
      ...WEEKLY_YOGA_PICTURES,
    ]),
  ];
}

async function main() {
  const named = namedPictures();
  const missing = named.filter((name) => !RECIPES[name]);
  if (missing.length > 0) throw new Error(`No recipe for ${missing.join(', ')}`);
  const unused = Object.keys(RECIPES).filter((name) => !named.includes(name));
  if (unused.length > 0) throw new Error(`No event template shows ${unused.join(', ')}`);

  const only = process.argv.slice(2);
  await mkdir(outFolder, { recursive: true });
  // Pictures no longer named are removed, so the folder holds exactly what the seed uses.
  for (const entry of await readdir(outFolder)) {
    if (!named.includes(entry)) await rm(`${outFolder}${entry}`, { recursive: true });
  }
  const { card, hero } = EVENT_IMAGE_SIZES;
  let total = 0;
  for (const name of named) {
    const folder = `${outFolder}${name}/`;
    if (only.length > 0 && !only.includes(name)) {
      for (const file of ['card.webp', 'hero.webp']) total += (await stat(folder + file)).size;
      continue;
    }
    const pixels = await sharp(Buffer.from(drawPicture(name, RECIPES[name]!)))
      .resize(hero.width, hero.height)
      .toBuffer();
    await mkdir(folder, { recursive: true });
    for (const [file, size] of [
      ['hero.webp', hero],
      ['card.webp', card],
    ] as const) {
      const body = await sharp(pixels)
        .resize(size.width, size.height)
        .webp({ quality: 70, effort: 6 })
        .toBuffer();
      await writeFile(folder + file, body);
      total += body.byteLength;
    }
  }
  console.log(`${named.length} demo pictures in ${outFolder} (${Math.round(total / 1024)} KB)`);
}

await main();
