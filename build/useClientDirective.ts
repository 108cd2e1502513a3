/**
 * The design system's `'use client'` directives (React Server Components: the modules a Next.js App
 * Router app must run on the client). The package keeps them: its build preserves modules, and
 * Rolldown then keeps each module's directive in its own output file (`vite.lib.config.ts` only
 * silences the warning). An app bundle merges modules into chunks, where a directive means nothing:
 * `blankUseClientDirective` blanks it before Rolldown parses the module, so the app, its pre-render
 * and Storybook build without a warning per component.
 */
import type { Plugin, Rolldown } from 'vite';

const DIRECTIVE = /^(['"])use client\1;?/;

/** The code with a leading `'use client'` directive replaced by spaces of the same length (lines and columns unchanged, so no source map is needed). */
export function blankUseClient(code: string): string {
  return code.replace(DIRECTIVE, (directive) => ' '.repeat(directive.length));
}

/** Blanks `'use client'` at the top of the design system's modules in a bundled (app or Storybook) build. */
export function blankUseClientDirective(): Plugin {
  return {
    name: 'blank-use-client-directive',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/components\/.*\.tsx?$/, code: 'use client' },
      handler(code) {
        const blanked = blankUseClient(code);
        return blanked === code ? null : { code: blanked, map: null };
      },
    },
  };
}

/** True for Rolldown's warning that a `'use client'` directive may not survive bundling: the library build keeps it on purpose. */
export function isUseClientWarning(log: Rolldown.RolldownLog): boolean {
  return log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use client');
}
