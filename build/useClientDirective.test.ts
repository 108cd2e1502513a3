import { describe, expect, it } from 'vitest';
import { blankUseClient, isUseClientWarning } from './useClientDirective.ts';

describe('blankUseClient', () => {
  it('blanks a leading directive in either quote, keeping every line and column', () => {
    for (const code of ["'use client';\nimport x from 'y';", '"use client"\nimport x from \'y\';']) {
      const blanked = blankUseClient(code);
      expect(blanked).not.toContain('use client');
      expect(blanked.length).toBe(code.length);
      expect(blanked.split('\n')[1]).toBe("import x from 'y';");
    }
  });

  it('leaves the words anywhere else alone', () => {
    const code = "import x from 'y';\nconst note = 'use client';";
    expect(blankUseClient(code)).toBe(code);
  });
});

describe('isUseClientWarning', () => {
  it("recognises only the module-level directive warning about 'use client'", () => {
    expect(isUseClientWarning({ code: 'MODULE_LEVEL_DIRECTIVE', message: 'The semantics of the module level directive "use client" in "a.tsx" may not be preserved' })).toBe(true);
    expect(isUseClientWarning({ code: 'MODULE_LEVEL_DIRECTIVE', message: 'The semantics of the module level directive "use strict"' })).toBe(false);
    expect(isUseClientWarning({ code: 'CIRCULAR_DEPENDENCY', message: 'use client' })).toBe(false);
  });
});
