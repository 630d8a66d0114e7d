import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as realSingleton from 'react-style-singleton';
import { describe, expect, it } from 'vitest';
import { cspStyles } from '../csp-styles';
import * as ourSingleton from './lib/style-singleton';

const require = createRequire(import.meta.url);
/** A library's ES module as installed (beside its CommonJS entry), with the path the build sees. */
const installed = (pkg: string) => {
  const id = path.join(path.dirname(require.resolve(pkg)), 'index.mjs');
  return { id, code: readFileSync(id, 'utf8') };
};

type Transform = (code: string, id: string) => { code: string } | null;
const plugin = cspStyles();
const errors: string[] = [];
const transform = (code: string, id: string) =>
  (plugin.transform as unknown as Transform).call(
    { error: (message: string) => errors.push(message) },
    code,
    id,
  );

describe('the build keeps libraries from writing <style> elements', () => {
  it("leaves out Radix ScrollArea's scrollbar <style>", () => {
    const { id, code } = installed('@radix-ui/react-scroll-area');
    expect(transform(code, id)?.code).not.toMatch(/jsx\(ScrollAreaViewportStyle/);
  });

  it('fails the build when a library writes its styles some other way', () => {
    errors.length = 0;
    transform(
      'export const x = 1;',
      '/app/node_modules/@radix-ui/react-scroll-area/dist/index.mjs',
    );
    expect(errors).toHaveLength(1);
    expect(transform('const css = 1;', '/app/src/main.tsx')).toBeNull();
  });

  it('resolves react-style-singleton (vite.config.ts) to a module with the same exports', () => {
    const config = readFileSync(path.join(import.meta.dirname, '../vite.config.ts'), 'utf8');
    expect(config).toMatch(
      /find: 'react-style-singleton',\s*replacement: fileURLToPath\(new URL\('\.\/src\/lib\/style-singleton\.ts'/,
    );
    expect(Object.keys(ourSingleton).sort()).toEqual(Object.keys(realSingleton).sort());
  });
});
