// The examples (examples/*) as the package's tests install them: copied without what installing and
// building them make, with the package taken from the packed tarball instead of the registry.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const examplesDir = path.join(import.meta.dirname, '..', 'examples');

/** What a copy of an example leaves out. */
const generated = new Set(['node_modules', '.next', 'dist', 'next-env.d.ts', 'tsconfig.tsbuildinfo']);

/** Copies `examples/<example>` into `dir`, depending on the tarball at `tarballSpec` for the package `name`. */
export function copyExample(example, dir, { name, tarballSpec }) {
  cpSync(path.join(examplesDir, example), dir, { recursive: true, filter: (source) => !generated.has(path.basename(source)) });
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (!manifest.dependencies?.[name]) throw new Error(`examples/${example} does not depend on ${name}`);
  manifest.dependencies[name] = tarballSpec;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
}
