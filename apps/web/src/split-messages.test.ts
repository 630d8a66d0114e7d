import { describe, expect, it } from 'vitest';
import { messagesByPage, type BuiltChunk } from '../split-messages';

/** A built chunk whose code shows `ids` as the macros leave them. */
function chunk(
  fileName: string,
  ids: string[],
  links: Partial<Pick<BuiltChunk, 'imports' | 'dynamicImports' | 'moduleIds' | 'isEntry'>> = {},
): BuiltChunk {
  return {
    fileName,
    code: ids.map((id, index) => `t({id:\`${id}\`,message:["Text ${index}"]});`).join(''),
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    isEntry: false,
    ...links,
  };
}

const route = (name: string) => `/app/apps/web/src/app/routes/${name}.tsx`;

// The entry loads the shell, which opens the pages and the login dialog when asked; the events
// page shares the cards with home, and opens a map of its own.
const bundle = [
  chunk('index.js', [], { isEntry: true, dynamicImports: ['shell.js'] }),
  chunk('shell.js', ['menu', 'footer'], {
    dynamicImports: ['home.js', 'events.js', 'login-dialog.js'],
  }),
  chunk('login-dialog.js', ['log-in', 'footer']),
  chunk('home.js', ['hero'], { imports: ['cards.js'], moduleIds: [route('home')] }),
  chunk('events.js', ['filters', 'menu'], {
    imports: ['cards.js'],
    dynamicImports: ['map.js'],
    moduleIds: [route('events')],
  }),
  chunk('cards.js', ['going', 'interested']),
  chunk('map.js', ['show-map', 'not-a-message']),
];
const known = new Set([
  'menu',
  'footer',
  'log-in',
  'hero',
  'filters',
  'going',
  'interested',
  'show-map',
]);

describe('messages split by page', () => {
  const { frame, pages } = messagesByPage(bundle, known);

  it('gives the frame what the entry reaches without opening a page, lazy parts too', () => {
    expect([...frame].sort()).toEqual(['footer', 'log-in', 'menu']);
  });

  it('gives each page what its chunk reaches, shared and lazy parts too, less the frame’s', () => {
    expect([...pages.keys()].sort()).toEqual(['events', 'home']);
    expect([...pages.get('home')!].sort()).toEqual(['going', 'hero', 'interested']);
    expect([...pages.get('events')!].sort()).toEqual([
      'filters',
      'going',
      'interested',
      'show-map',
    ]);
  });

  it('reads only ids the catalog has, in any of the quotes the bundler writes', () => {
    const quoted = chunk('quotes.js', [], { isEntry: true });
    quoted.code = 'a({id:"menu"});b({id:\'footer\'});c({id:`hero`});d({identity:"going"})';
    expect([...messagesByPage([quoted], known).frame].sort()).toEqual(['footer', 'hero', 'menu']);
  });
});
