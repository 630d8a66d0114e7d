// Draws the app icons in public/icons/ from the logo (public/favicon.svg): the sizes a web app
// manifest and iOS ask for, and a maskable one with the mark inside the safe zone (the middle
// 80 %) on the logo's colour. Run it after changing the logo: `node scripts/make-icons.mjs`.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// sharp is the server's image library; the web package borrows it for this one-off script.
const sharp = createRequire(import.meta.resolve('@lineup/server/package.json'))('sharp');
const logo = await readFile(new URL('../public/favicon.svg', import.meta.url));
const out = new URL('../public/icons/', import.meta.url);
await mkdir(out, { recursive: true });

const render = (size) =>
  sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png();

for (const size of [192, 512]) {
  await render(size).toFile(new URL(`icon-${size}.png`, out).pathname);
}
await render(180).toFile(new URL('apple-touch-icon.png', out).pathname);

// Maskable: the launcher may cut any shape out of the outer 10 %; fill it with the logo's teal.
const inner = Math.round(512 * 0.8);
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#175e61' } })
  .composite([{ input: await render(inner).toBuffer(), gravity: 'center' }])
  .png()
  .toFile(new URL('icon-maskable-512.png', out).pathname);
console.log('icons written to public/icons/');
