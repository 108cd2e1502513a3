import { describe, expect, it } from 'vitest';
import { moduleIn } from './loadRuntime';

// What `import(url)` gives when the Relay runtime is imported again under a new URL (?retry=N) after a
// failed download: the chunk's namespace, in which the bundler may have put src/relay/runtime.ts as one
// export among others (`import(chunk).then((chunk) => chunk.t)`).
describe('moduleIn', () => {
  const url = 'https://portal.example/assets/relay-runtime-C95hMwaA.js?retry=1';
  const asModule = <T extends object>(exports: T) => Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });

  it('hands over the module when the bundler put it in a chunk with others, as one of its exports', () => {
    const runtime = asModule({ commitMutation: () => 'commit', createEnvironment: () => 'environment' });
    const chunk = asModule({ a: 1, s: asModule({ Network: { create: () => 'network' } }), t: runtime, u: () => undefined });
    expect(moduleIn(chunk, 'commitMutation', url)).toBe(runtime);
  });

  it('hands over the chunk itself when the chunk is the module', () => {
    const runtime = asModule({ commitMutation: () => 'commit', createEnvironment: () => 'environment' });
    expect(moduleIn(runtime, 'commitMutation', url)).toBe(runtime);
  });

  it('fails, naming the URL, when the chunk holds no such module, or more than one', () => {
    expect(() => moduleIn(asModule({ t: asModule({ createEnvironment: () => 'environment' }) }), 'commitMutation', url)).toThrow(`${url} holds no commitMutation`);
    const twice = asModule({ s: asModule({ commitMutation: () => 1 }), t: asModule({ commitMutation: () => 2 }) });
    expect(() => moduleIn(twice, 'commitMutation', url)).toThrow(`${url} holds no commitMutation`);
    expect(() => moduleIn(undefined, 'commitMutation', url)).toThrow(`${url} holds no commitMutation`);
  });
});
