// The category icons as one SVG sprite (public/category-icons.svg): each a <symbol> with the
// id of its category, drawn by Lucide (ISC licence). Pages use them with <use>, so their
// drawings arrive as a small cached file instead of inside the first load's JavaScript.

/** Each event category and the Lucide icon it is shown with. */
export const CATEGORY_ICONS = {
  surf: 'waves-horizontal',
  music: 'eighth-notes',
  party: 'party-popper',
  'yoga-wellness': 'flower-2',
  'food-drink': 'utensils',
  market: 'store',
  sport: 'volleyball',
  community: 'users',
  workshop: 'hammer',
  'art-culture': 'palette',
  other: 'sparkles',
};

const attribute = (name, value) =>
  ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/** The sprite's text, from the icons' drawings in the installed lucide-react. */
export async function categoryIconSprite() {
  const symbols = [];
  for (const [category, icon] of Object.entries(CATEGORY_ICONS)) {
    const { __iconData } = await import(`lucide-react/dist/esm/icons/${icon}.mjs`);
    const shapes = __iconData.node.map(([tag, attributes]) => {
      const rest = Object.entries(attributes).filter(([name]) => name !== 'key');
      return `<${tag}${rest.map(([name, value]) => attribute(name, value)).join('')}/>`;
    });
    symbols.push(`<symbol id="${category}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`);
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg">\n' +
    '<!-- Lucide icons (https://lucide.dev), ISC licence. Written by scripts/make-category-icons.mjs. -->\n' +
    symbols.join('\n') +
    '\n</svg>\n'
  );
}
