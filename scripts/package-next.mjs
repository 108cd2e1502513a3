// The package in a Next.js App Router app (scripts/package-consumers/next): a server layout and page
// that use the package's theme, Layout and validators, around a client sign-up form of its fields.
// `next build` compiles the server and client graphs (a module that needs the client without
// 'use client' fails it) and pre-renders the page, whose HTML must hold the form.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

/** The Next.js release the check builds with (from the npm registry; its SWC compiler comes as an npm package). */
export const NEXT_VERSION = '16.4.6';

const fixture = path.join(import.meta.dirname, 'package-consumers', 'next');

/** Writes the Next.js consumer into `dir`, depending on the tarball at `tarballSpec` and on the peers at the versions `dev` (the package's devDependencies) names. */
export function writeNextConsumer(dir, { name, tarballSpec, dev }) {
  cpSync(fixture, dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'consumer-next',
      private: true,
      scripts: { build: 'next build' },
      dependencies: {
        [name]: tarballSpec,
        next: NEXT_VERSION,
        react: dev.react,
        'react-dom': dev['react-dom'],
        '@mui/material': dev['@mui/material'],
        '@emotion/react': dev['@emotion/react'],
        '@emotion/styled': dev['@emotion/styled'],
        typescript: dev.typescript,
        '@types/node': dev['@types/node'],
        '@types/react': dev['@types/react'],
        '@types/react-dom': dev['@types/react-dom'],
      },
    }),
  );
}

/** Runs `next build` in `dir` (no telemetry, nothing from the network) and checks the pre-rendered page; returns a list of problems. */
export async function buildNextConsumer(dir) {
  const code = await run(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], { cwd: dir, env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } });
  if (code !== 0) return ['next build failed'];
  const page = path.join(dir, '.next', 'server', 'app', 'index.html');
  if (!existsSync(page)) return ['next build wrote no pre-rendered page for /'];
  const html = readFileSync(page, 'utf8');
  const expected = ['Crie sua conta', 'CPF do titular', 'id="cpf"', 'id="password"', 'Criar conta', '12.ABC.345/01DE-35'];
  const problems = expected.filter((text) => !html.includes(text)).map((text) => `the page Next.js pre-rendered lacks ${text}`);
  // The client form's password field starts the strength estimator's worker: the build serves its file.
  const served = readdirSync(path.join(dir, '.next', 'static'), { recursive: true }).map(String);
  if (!served.some((file) => /passwordEstimator\.worker-/.test(path.basename(file)))) problems.push("the client build does not serve the strength estimator's worker");
  return problems;
}
