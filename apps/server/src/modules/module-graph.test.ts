import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Modules use each other in one direction only (ARCHITECTURE.md). ESLint's `import-x/no-cycle`
// follows files, and two modules can import each other through different files without any
// file cycle; this follows folders. Tests are left out: a test may use any module.

const MODULES = import.meta.dirname;

/** Each module's imports of other modules, with the file that imports, from non-test sources. */
function moduleGraph(): Map<string, Map<string, string>> {
  const modules = readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map(modules.map((module) => [module, new Map<string, string>()]));
  for (const module of modules) {
    const files = readdirSync(path.join(MODULES, module), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => /(?<!\.test)\.tsx?$/.test(name))) {
      const source = readFileSync(path.join(MODULES, module, file), 'utf8');
      // TypeScript's own pre-parser: static, type-only, re-exported and dynamic imports alike.
      for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.resolve(MODULES, module, path.dirname(file), fileName);
        const [other] = path.relative(MODULES, target).split(path.sep);
        if (other && other !== module && graph.has(other) && !graph.get(module)!.has(other)) {
          graph.get(module)!.set(other, `${module}/${file}`);
        }
      }
    }
  }
  return graph;
}

/**
 * Circles of modules as `a → b → a`, with the file behind each step: a depth-first walk, which
 * finds at least one circle in every knot of modules that import each other.
 */
function circles(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (module: string, trail: string[]) => {
    const at = trail.indexOf(module);
    if (at >= 0) {
      const circle = [...trail.slice(at), module];
      const files = circle.slice(0, -1).map((from, n) => graph.get(from)!.get(circle[n + 1]!));
      found.push(`${circle.join(' → ')} (${files.join(', ')})`);
      return;
    }
    if (done.has(module)) return;
    for (const other of graph.get(module)!.keys()) visit(other, [...trail, module]);
    done.add(module);
  };
  for (const module of graph.keys()) visit(module, []);
  return found;
}

describe('the server modules', () => {
  it('import each other without a circle, at the level of folders', () => {
    expect(circles(moduleGraph())).toEqual([]);
  });

  it('finds a circle through different files of two modules', () => {
    const graph = new Map([
      ['plans', new Map([['series', 'plans/plan-edit.ts']])],
      ['series', new Map([['plans', 'series/series.routes.ts']])],
      ['events', new Map<string, string>()],
    ]);
    expect(circles(graph)).toEqual([
      'plans → series → plans (plans/plan-edit.ts, series/series.routes.ts)',
    ]);
  });

  it('reads the imports of the modules as they are', () => {
    // So the first test cannot pass by reading nothing.
    const graph = moduleGraph();
    expect(graph.get('plans')?.has('events')).toBe(true);
    expect(graph.get('blocks')?.has('friends')).toBe(true);
  });
});
