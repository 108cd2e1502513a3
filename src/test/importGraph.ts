import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// At a line's start, `import … from`, `export … from` and `import '…'`; anywhere, `import('…')`. A type-only one
// (`import type`) loads nothing.
const importPattern = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * The project's modules (paths from the root) that `entry` loads, itself included: its relative imports,
 * static and dynamic, followed through the project (packages are not followed), type-only ones left out.
 */
export function modulesLoadedBy(entry: string, root = process.cwd()): string[] {
  const seen = new Set<string>();
  const pending = [join(root, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, typeOnly, from, dynamic] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const specifier = from ?? dynamic ?? '';
      const module = !typeOnly && specifier.startsWith('.') ? resolveModule(file, specifier) : null;
      if (module) pending.push(module);
    }
  }
  return [...seen].map((file) => relative(root, file));
}
