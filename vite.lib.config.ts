import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { isUseClientWarning } from './build/useClientDirective.ts';

const external = [/^react(\/|$)/, /^react-dom(\/|$)/, /^@mui\//, /^@emotion\//, /^react-imask(\/|$)/, /^imask(\/|$)/, /^yup(\/|$)/, /^@fontsource\//, /^@zxcvbn-ts\//, /^react-hook-form(\/|$)/];

/**
 * The design-system package: ES modules, one file per source module (so consumers tree-shake
 * what they do not import), peers and dependencies left as imports. Declarations come from
 * `tsc -p tsconfig.lib.json`.
 */
export default defineConfig({
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
