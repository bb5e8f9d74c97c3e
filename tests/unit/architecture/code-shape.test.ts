import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = 'scripts/content-engine';

/** The engine's modules and, for each, the engine modules it imports (type-only imports included). */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.ts'))) {
    const code = readFileSync(join(dir, name), 'utf8');
    const targets = [...code.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"](\.\/[^'"]+)['"]/gm)].map((match) =>
      normalize(match[1]!),
    );
    graph.set(name, targets);
  }
  return graph;
}

/** Every import circle, each as the chain of modules that closes it. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (module: string, chain: string[]) => {
    const at = chain.indexOf(module);
    if (at !== -1) return void found.push([...chain.slice(at), module]);
    if (done.has(module)) return;
    for (const target of graph.get(module) ?? []) visit(target, [...chain, module]);
    done.add(module);
  };
  for (const module of graph.keys()) visit(module, []);
  return found;
}

describe('the content engine', () => {
  it('has no import circle: shared types live in types.ts, which imports no engine module but problem.ts', () => {
    expect(circles(importGraph(ENGINE))).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['load.ts', ['registry.ts']],
      ['registry.ts', ['types.ts']],
      ['types.ts', ['load.ts']],
    ]);
    expect(circles(graph)).toEqual([['load.ts', 'registry.ts', 'types.ts', 'load.ts']]);
  });
});

/** Hand-written source files under `dir`: the JSON Schemas in schemas/ are generated from the zod ones. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => /\.(tsx?|css)$/.test(path));
}

describe('the engine, src/ and schemas/', () => {
  it('have no source file over 200 lines, so each reads as one thing', () => {
    const long = [ENGINE, 'src', 'schemas']
      .flatMap(sourceFiles)
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 200);
    expect(long).toEqual([]);
  });
});
