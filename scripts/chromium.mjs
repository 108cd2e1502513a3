// Where Debian's Chromium is, and how every test tool launches it. No test tool downloads a browser.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

/** CHROME_PATH when set, else /usr/bin/chromium; null when neither exists. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The Chromium path, or an exit with instructions to install it. */
export function requireChromium() {
  const path = findChromium();
  if (path) return path;
  console.error(
    [
      'Chromium não encontrado (nem em CHROME_PATH nem em /usr/bin/chromium).',
      'Os testes usam o Chromium do Debian; instale com:',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      'ou aponte CHROME_PATH para um Chromium ou Chrome já instalado.',
    ].join('\n'),
  );
  process.exit(1);
}
