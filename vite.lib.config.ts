import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const external = [/^react(\/|$)/, /^react-dom(\/|$)/, /^@mui\//, /^@emotion\//, /^react-imask(\/|$)/, /^imask(\/|$)/, /^yup(\/|$)/, /^@fontsource\//, /^@zxcvbn-ts\//];

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
      entry: { index: fileURLToPath(new URL('./src/components/index.ts', import.meta.url)) },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src/components',
        entryFileNames: '[name].js',
      },
    },
  },
});
