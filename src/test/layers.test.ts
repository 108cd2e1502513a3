// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Loading the whole ESLint config (typescript-eslint, the import resolver) takes seconds on a busy machine.
const slow = { timeout: 120_000 };
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** Lints `code` as if it were the file at `filePath` and returns the layer rule's messages. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('one-way layers (eslint-plugin-boundaries in eslint.config.js)', () => {
  it('fails an import from one flow into another', slow, async () => {
    const errors = await layerErrors('src/screens/account/planted.ts', "import { LoginScreen } from '../signin/Login';\nexport const x = LoginScreen;\n");
    expect(errors).toEqual([expect.stringMatching(/screen account não importa screen signin/)]);
  });

  it('fails a back-import from a lower layer into a higher one', slow, async () => {
    expect(await layerErrors('src/services/planted.ts', "import { routes } from '../app/routes';\nexport const y = routes;\n")).toHaveLength(1);
    expect(await layerErrors('src/components/planted.ts', "import { paths } from '../services/paths';\nexport const z = paths;\n")).toHaveLength(1);
    expect(await layerErrors('src/forms/planted.ts', "import { LoginScreen } from '../screens/signin/Login';\nexport const w = LoginScreen;\n")).toHaveLength(1);
  });

  it('lets a flow import its own folder and the layers below it', slow, async () => {
    const code = "import { paths } from '../../../services/paths';\nimport { CpfField } from '../../../components';\nimport { LoginScreen } from '../Login';\nexport const v = [paths, CpfField, LoginScreen];\n";
    expect(await layerErrors('src/screens/signin/Logout/planted.ts', code)).toEqual([]);
  });
});

/** Lints `code` as if it were the file at `filePath` and returns the messages of the rule on restricted imports. */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('all Relay through src/relay (no-restricted-imports in eslint.config.js)', () => {
  it('fails react-relay or relay-runtime imported by a screen, the shell or a test', slow, async () => {
    const relayOnly = expect.stringMatching(/Relay só por src\/relay/);
    expect(await restrictedImports('src/screens/signin/Login/planted.ts', "import { graphql } from 'react-relay';\nexport const q = graphql;\n")).toEqual([relayOnly]);
    expect(await restrictedImports('src/app/planted.ts', "import type { Environment } from 'relay-runtime';\nexport type E = Environment;\n")).toEqual([relayOnly]);
    expect(await restrictedImports('src/screens/account/Home/planted.test.ts', "import { useFragment } from 'react-relay/hooks';\nexport const f = useFragment;\n")).toEqual([relayOnly]);
  });

  it('lets src/relay import them, and anything import src/relay', slow, async () => {
    expect(await restrictedImports('src/relay/planted.ts', "import { loadQuery } from 'react-relay';\nimport type { Environment } from 'relay-runtime';\nexport const l: [typeof loadQuery, Environment?] = [loadQuery];\n")).toEqual([]);
    expect(await restrictedImports('src/screens/signin/Login/planted.ts', "import { graphql } from '../../../relay';\nexport const q = graphql;\n")).toEqual([]);
  });

  it('still keeps useLazyLoadQuery out of src/relay', slow, async () => {
    expect(await restrictedImports('src/relay/planted.ts', "import { useLazyLoadQuery } from 'react-relay';\nexport const u = useLazyLoadQuery;\n")).toEqual([expect.stringMatching(/useVisitQuery/)]);
  });
});
