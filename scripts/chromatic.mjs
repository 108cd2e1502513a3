// Publishes the static Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise skips.
import { run } from './run.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic ignorado: defina CHROMATIC_PROJECT_TOKEN para publicar o Storybook.');
  process.exit(0);
}
const timeoutMinutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 15);
const code = await run('timeout', [`${timeoutMinutes}m`, 'chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
});
if (code === 124) console.error(`Chromatic não respondeu em ${timeoutMinutes} minutos (sem rede?).`);
process.exit(code);
