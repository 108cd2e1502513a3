// The docs a site needs travel with the package: package.json "files" ships docs/*.md beside the README
// and CHANGELOG, so the README's relative links resolve in the tarball (node_modules, a registry's file
// view, any Markdown viewer) for the version installed. This finds the links that would not.
// Run alone: `node scripts/packed-links.mjs` (prints the broken links; exit 1 when there are any).
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm pack` would put in the tarball, as paths relative to the package root (no scripts run). */
export function packedFiles(root = process.cwd()) {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--loglevel=error'], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out)[0].files.map((file) => file.path);
}

/**
 * The files package.json "files" names, as npm reads its entries (a folder ships what is under it, a
 * pattern what it matches), plus package.json: what `packedFiles` lists, read from the disk in
 * milliseconds where `npm pack` takes seconds.
 */
export function filesOfPackage(root = process.cwd()) {
  const { files = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const found = files.flatMap((entry) => globSync([entry, `${entry}/**`], { cwd: root, withFileTypes: true, exclude: (d) => ['node_modules', '.next', 'dist'].includes(d.name) }).filter((d) => d.isFile()).map((d) => path.relative(root, path.join(d.parentPath, d.name))));
  return [...new Set(['package.json', ...found])].map((file) => file.split(path.sep).join('/')).sort();
}

/** The relative link targets of a Markdown text (code blocks and code spans are not links), without their #anchor. */
export function relativeLinks(markdown) {
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g), ...text.matchAll(/\bhref="([^"]+)"/g)].map((match) => match[1]);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#')).map((target) => decodeURI(target.split('#')[0]));
}

/**
 * The links that break in the tarball: every relative link of the packed README, and every link of a
 * packed Markdown page to another Markdown page. (A shipped page's link to a repository file, such as
 * docs/deployment.md's to deploy/, is a reference for those who hold the repository: the package ships
 * no deploy/.) Each as 'file → target'.
 */
export function brokenPackedLinks(files, read) {
  const shipped = new Set(files);
  const broken = [];
  for (const file of files.filter((name) => name.endsWith('.md'))) {
    for (const target of relativeLinks(read(file))) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target)).replace(/\/$/, '');
      const checked = file === 'README.md' || resolved.endsWith('.md');
      if (checked && !shipped.has(resolved)) broken.push(`${file} → ${target}`);
    }
  }
  return broken;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const broken = brokenPackedLinks(packedFiles(), (file) => readFileSync(file, 'utf8'));
  for (const link of broken) console.error(`✖ a packed link goes nowhere in the tarball: ${link}`);
  if (broken.length === 0) console.log('✔ every relative link of the packed README and docs resolves in the tarball');
  process.exit(broken.length > 0 ? 1 : 0);
}
