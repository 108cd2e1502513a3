// `npm run deploy:config`: writes the generated parts of the nginx configuration (build/nginxConfig.ts)
// to deploy/snippets/: the security headers of build/securityHeaders.ts and the pre-rendered pages'
// locations. Run it after changing src/app/boot/ (the inline scripts), build/securityHeaders.ts or the pre-rendered pages
// (build/nginxConfig.test.ts fails until then). Node 22 loads those TypeScript modules by stripping their types.
//   --out DIR           write there instead (the Dockerfile writes the image's own)
//   --settings-from-env the Content-Security-Policy for the build's VITE_* settings (.env files and the
//                       environment, as `vite build` reads them); by default, for a build with none
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { nginxSnippets } from '../build/nginxConfig.ts';
import { notPrerendered, prerenderedPages } from '../build/prerenderedPages.ts';

const args = process.argv.slice(2);
const out = resolve(args.includes('--out') ? args[args.indexOf('--out') + 1] : 'deploy/snippets');
const settings = args.includes('--settings-from-env') ? loadEnv('production', process.cwd(), 'VITE_') : {};

mkdirSync(out, { recursive: true });
for (const [name, text] of Object.entries(nginxSnippets(prerenderedPages, notPrerendered, settings))) {
  writeFileSync(join(out, name), text);
  console.log(`wrote ${join(out, name)}`);
}
