// Writes public/category-icons.svg (scripts/lib/category-icon-sprite.mjs). Run it after
// changing a category's icon or updating lucide-react: `node scripts/make-category-icons.mjs`
// (a test says when it is due).
import { writeFile } from 'node:fs/promises';
import { categoryIconSprite } from './lib/category-icon-sprite.mjs';

await writeFile(
  new URL('../public/category-icons.svg', import.meta.url),
  await categoryIconSprite(),
);
console.log('public/category-icons.svg written');
