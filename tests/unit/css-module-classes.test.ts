import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files-under';

/**
 * Every class a component takes from a CSS module is defined in that module. A missing one is `undefined` at run
 * time: the element silently loses its styles (the search bar of every page once rendered as a bare browser input
 * after its rules were dropped from search.module.css), and no type check or render test notices.
 */
const SRC = path.join(process.cwd(), 'src');

/** Local class names of a module: every `.name` in a selector (names under :global() count too: lenient). */
function classesOf(cssFile: string): Set<string> {
  const text = fs.readFileSync(cssFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

function missingClasses(): string[] {
  const missing: string[] = [];
  for (const file of filesUnder(SRC).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    const source = fs.readFileSync(file, 'utf8');
    // Usage is read without the import lines: their paths ("…/plain.module.css") would read as `plain.module`.
    const code = source.replace(/^import .*$/gm, '');
    for (const [, name, from] of source.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)) {
      const cssFile = from.startsWith('@/') ? path.join(SRC, from.slice(2)) : path.resolve(path.dirname(file), from);
      const defined = classesOf(cssFile);
      const used = new Set([...code.matchAll(new RegExp(`\\b${name}(?:\\.([_a-zA-Z][\\w]*)|\\[['"]([\\w-]+)['"]\\])`, 'g'))].map((m) => m[1] ?? m[2]));
      for (const cls of used) if (!defined.has(cls)) missing.push(`${path.relative(SRC, file)}: ${name}.${cls} (${path.relative(SRC, cssFile)})`);
    }
  }
  return missing;
}

describe('CSS module classes', () => {
  it('are all defined where the components take them from', () => {
    expect(missingClasses()).toEqual([]);
  });
});
