/**
 * The inline scripts of the build: the start-up fallback in index.html (and so in every page), and
 * the pre-rendered pages' start, e-mail slot and masks (build/prerenderPlugin.ts). Each is a TypeScript module of
 * src/app/boot/, bundled with what it imports (the design system's mask formatters, the app's texts)
 * and minified into one constant text, whatever the build: each reads what differs from the page.
 * Their hashes are the only inline sources the Content-Security-Policy allows (build/securityHeaders.ts),
 * computed from that text: Rolldown is pinned (package.json), so that the same modules make the same texts.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { semantic } from '../src/components/theme/tokens.ts';

export { EMAIL_SLOT } from '../src/app/boot/emailSlot.ts';

const START = '\0boot-start';

/**
 * The script that runs `start` (a call of what `module` of src/app/boot exports) as the page's parser
 * reaches it: an IIFE, bundled by Rolldown (Vite's bundler) and minified, of the app's build's syntax
 * (a browser that cannot run it cannot run the app either). Property reads and `RegExp` are taken as
 * free of side effects, so that what the formatters' modules hold beside them (their rules' messages,
 * the phone's other patterns) stays out. Checked as an inline script must be: no `</script` nor `<!--`.
 */
async function bootScript(module: string, start: string): Promise<string> {
  const name = start.slice(0, start.indexOf('('));
  const path = resolve(fileURLToPath(import.meta.url), '../../src/app/boot', module);
  const { output } = await build({
    input: START,
    write: false,
    platform: 'browser',
    logLevel: 'silent',
    transform: { target: 'es2022' },
    treeshake: { propertyReadSideEffects: false, manualPureFunctions: ['RegExp'] },
    plugins: [{ name: 'boot-start', resolveId: (id) => (id === START ? id : null), load: (id) => (id === START ? `import { ${name} } from ${JSON.stringify(path)};\n${start};\n` : null) }],
    output: { format: 'iife', minify: true, comments: false, sourcemapIgnoreList: false },
  });
  const text = (output[0]?.code ?? '').trim();
  if (!text || /<\/script|<!--/i.test(text)) throw new Error(`bootScript: ${module} cannot be inlined`);
  return text;
}

/** The password link's page's e-mail, written into its slots before the first paint (src/app/boot/emailSlot.ts). */
export const BOOT_EMAIL_SCRIPT = await bootScript('emailSlot.ts', 'fillEmailSlots(document)');

/** The pre-rendered page's start: its downloads, and the page working as HTML until the app runs (src/app/boot/startApp.ts). */
export const BOOT_APP_SCRIPT = await bootScript('startApp.ts', 'startApp(document)');

/** A pre-rendered page with a masked field masks it as typed before the app runs (src/app/boot/earlyMasks.ts). */
export const BOOT_MASK_SCRIPT = await bootScript('earlyMasks.ts', 'maskBeforeApp(document)');

/** The page that could not start says so (src/app/boot/startupFallback.ts). */
export const BOOT_FALLBACK_SCRIPT = await bootScript('startupFallback.ts', 'startFallback(window, document)');


/**
 * The pre-rendered page's own rules, while the app has not hydrated it: a focused or typed-into field
 * floats its label and opens the outline's notch, as MUI's outlined field does once the app runs
 * (`translate(14px, -9px) scale(0.75)`), so the label never covers what is typed. Focus shows as it
 * will (WCAG 2.4.7), though MUI draws it from React state: a focused field's outline and label take
 * the primary colour, and a focused button, icon button or checkbox gets a 2 px outline (MUI's
 * focus ripple needs the app). A new password typed into gets the place of the strength meter the app
 * will show under it (PasswordStrength's hidden `data-strength-place`), so nothing below moves then.
 */
export const PRERENDERED_CSS =
  '#root[data-prerendered] .MuiFormControl-root:has(input:focus,input[data-typed])>label.MuiInputLabel-outlined[data-shrink=false]' +
  '{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}' +
  '#root[data-prerendered] .MuiFormControl-root:has(input:focus,input[data-typed]) .MuiOutlinedInput-notchedOutline>legend{max-width:100%}' +
  `#root[data-prerendered] .MuiFormControl-root:has(input:focus)>label{color:${semantic.action}}` +
  `#root[data-prerendered] .MuiOutlinedInput-root:has(input:focus) .MuiOutlinedInput-notchedOutline{border-color:${semantic.action};border-width:2px}` +
  `#root[data-prerendered] .MuiButtonBase-root:focus-visible{outline:2px solid ${semantic.action};outline-offset:2px}` +
  `#root[data-prerendered] .MuiButtonBase-root:has(>input:focus-visible){outline:2px solid ${semantic.action};outline-offset:-2px}` +
  '#root[data-prerendered] .MuiFormControl-root:has(input[data-typed])~* [data-strength-place]{display:block}' +
  // A password link's page with no e-mail to name (BOOT_EMAIL_SCRIPT): neither the sentence nor the form,
  // until the app replaces them with its notice (not scoped to the pre-rendered state, so that nothing
  // shows between the hand-over and that notice).
  '#root p:has(>[data-slot=email][data-unknown]),#root p:has(>[data-slot=email][data-unknown])~form{display:none}';

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The scripts' CSP sources, `'sha256-…'`. */
export const BOOT_SCRIPT_SOURCES = [BOOT_FALLBACK_SCRIPT, BOOT_EMAIL_SCRIPT, BOOT_MASK_SCRIPT, BOOT_APP_SCRIPT].map(hashSource);
