import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compileHints';

const root = '/projeto';
const chunk = (fileName: string, { facade, imports = [], entry = false }: { facade?: string; imports?: string[]; entry?: boolean } = {}) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade ? `${root}/${facade}` : null,
  isEntry: entry,
  imports,
  code: `console.log(${JSON.stringify(fileName)});\n`,
  map: { mappings: 'AAAA;AACA' },
});

/** A bundle as the app's build writes it: an entry, start-up steps, two screens, a lazy runtime. */
function bundle() {
  return {
    'index.html': { type: 'asset' as const, fileName: 'index.html', source: '<!doctype html>' },
    'assets/index.js': chunk('assets/index.js', { facade: 'src/app/main.tsx', entry: true, imports: ['assets/react.js'] }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/reactDom.js': chunk('assets/reactDom.js', { facade: 'src/app/reactDomClient.ts', imports: ['assets/react.js'] }),
    'assets/Register.js': chunk('assets/Register.js', { facade: 'src/screens/signup/Register/index.ts', imports: ['assets/Form.js'] }),
    'assets/Form.js': chunk('assets/Form.js'),
    'assets/Home.js': chunk('assets/Home.js', { facade: 'src/screens/account/Home/index.ts' }),
    'assets/runtime.js': chunk('assets/runtime.js', { facade: 'src/relay/runtime.ts' }),
    'assets/Form.js.map': { type: 'asset' as const, fileName: 'assets/Form.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['Form.tsx'] }) },
  };
}

function run(output: ReturnType<typeof bundle>) {
  const plugin = compileHintsPlugin({
    pages: [{ url: '/register', pattern: '/register', file: 'register.html' }],
    routeModules: [
      { pattern: '/register', modules: ['src/screens/signup/Register/index.ts'] },
      { pattern: '/', modules: ['src/screens/account/Home/index.ts'] },
    ],
    bootModules: ['src/app/reactDomClient.ts'],
  });
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const hook = plugin.generateBundle as { order: string; handler: (this: { error: (message: string) => never }, options: unknown, bundle: unknown) => void };
  expect(hook.order).toBe('post');
  hook.handler.call(
    { error: (message) => { throw new Error(message); } },
    {},
    output,
  );
  return output;
}

describe('compile hints', () => {
  it("marks the chunks a pre-rendered page starts with: the entry's, the start-up steps', its screen's, with what they import", () => {
    const output = run(bundle());
    const hinted = Object.values(output).filter((file) => file.type === 'chunk' && file.code.startsWith(COMPILE_HINT)).map((file) => file.fileName);
    expect(hinted.sort()).toEqual(['assets/Form.js', 'assets/Register.js', 'assets/index.js', 'assets/react.js', 'assets/reactDom.js']);
  });

  it('leaves lazy chunks and the screens of pages that are not pre-rendered alone', () => {
    const output = run(bundle());
    expect(output['assets/runtime.js'].code).toBe('console.log("assets/runtime.js");\n');
    expect(output['assets/Home.js'].code).toBe('console.log("assets/Home.js");\n');
  });

  it('puts the hint alone on the first line, once, and keeps the code after it', () => {
    const output = run(run(bundle()));
    expect(output['assets/Form.js'].code).toBe(`//# allFunctionsCalledOnLoad\nconsole.log("assets/Form.js");\n`);
  });

  it("moves the source map's lines down by the hint's line, in the chunk and in its .map file", () => {
    const output = run(bundle());
    expect(output['assets/Form.js'].map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(output['assets/Form.js.map'].source)).toEqual({ version: 3, mappings: ';AAAA;AACA', sources: ['Form.tsx'] });
    expect(output['assets/runtime.js'].map.mappings).toBe('AAAA;AACA');
  });

  it('does nothing in a build without index.html (Storybook builds with the same config)', () => {
    const output = bundle() as Partial<ReturnType<typeof bundle>>;
    delete output['index.html'];
    run(output as ReturnType<typeof bundle>);
    expect(output['assets/index.js']?.code).toBe('console.log("assets/index.js");\n');
  });

  it('fails the build when a start-up module is no chunk of its own', () => {
    const output = bundle() as Partial<ReturnType<typeof bundle>>;
    delete output['assets/reactDom.js'];
    expect(() => run(output as ReturnType<typeof bundle>)).toThrow('compile-hints: src/app/reactDomClient.ts is not the entry of any chunk');
  });
});
