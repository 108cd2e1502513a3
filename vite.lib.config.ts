import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { isUseClientWarning } from './build/useClientDirective.ts';

const external = [/^react(\/|$)/, /^react-dom(\/|$)/, /^@mui\//, /^@emotion\//, /^react-imask(\/|$)/, /^imask(\/|$)/, /^yup(\/|$)/, /^@fontsource\//, /^@zxcvbn-ts\//, /^react-hook-form(\/|$)/];

/**
 * Vite names the estimator's worker it has built as `new URL(new URL("../assets/x.js", import.meta.url).href,
 * "" + import.meta.url)`: the right URL, in a form no consumer's bundler takes for a worker. Written back as
 * `new URL("../assets/x.js", import.meta.url)`, webpack, Turbopack (Next.js) and Vite follow it and bundle
 * or copy the worker into the consumer's app. The lines stay where they were, for the source map.
 */
const workerUrlForConsumers: Plugin = {
  name: 'worker-url-for-consumers',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const built = /new URL\(\s*(?:\/\*\s*@vite-ignore\s*\*\/\s*)?new URL\(("\.\.?\/[^"]+"), import\.meta\.url\)\.href,\s*"" \+ import\.meta\.url\s*\)/g;
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      chunk.code = chunk.code.replace(built, (whole, url: string) => `new URL(${url}, import.meta.url)${'\n'.repeat(whole.split('\n').length - 1)}`);
    }
  },
};

/**
 * The design-system package: ES modules, one file per source module (so consumers tree-shake
 * what they do not import), peers and dependencies left as imports. Declarations come from
 * `tsc -p tsconfig.lib.json`.
 */
export default defineConfig({
  // The strength estimator's worker is a file of the package, named relative to the module that starts
  // it (`new Worker(new URL('../assets/…', import.meta.url))`), which the consumer's bundler follows. It
  // holds zxcvbn and its dictionaries, and imports nothing: a bundler that copies it as it is (Next.js's
  // Turbopack does) serves a worker that runs.
  base: './',
  worker: { format: 'es' },
  plugins: [workerUrlForConsumers],
  build: {
    outDir: 'dist-lib',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    lib: {
      // The form binding is an entry of its own (`@programa/cadastro-sso/form`): react-hook-form is an
      // optional peer, so the main entry never names it, not even in its declarations.
      entry: { index: fileURLToPath(new URL('./src/components/index.ts', import.meta.url)), 'Form/index': fileURLToPath(new URL('./src/components/Form/index.ts', import.meta.url)) },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      // Each module keeps its 'use client' (output.preserveModules): the warning that bundling may drop it does not apply.
      onwarn(warning, warn) {
        if (!isUseClientWarning(warning)) warn(warning);
      },
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src/components',
        entryFileNames: '[name].js',
      },
    },
  },
});
