import { describe, expect, it } from 'vitest';
import { routeEntries, screenModulePath } from '../services/routeManifest';
import { modulesLoadedBy } from '../test/importGraph';
import { loadScreen } from './screens';

describe('the screens the route manifest names', () => {
  it.each(routeEntries)('%s: its folder exports its screen', async (_name, { screen }) => {
    await expect(loadScreen(screen)).resolves.toBeTruthy();
  });

  it('names what is wrong with a misspelt screen or a folder that is no screen', async () => {
    await expect(loadScreen('signin/Logn')).rejects.toThrow("no src/screens/signin/Logn/index.ts for the screen 'signin/Logn'");
    await expect(loadScreen('password/PasswordForm')).rejects.toThrow('src/screens/password/PasswordForm/index.ts exports no PasswordFormScreen');
  });

  it.each(routeEntries)('%s renders under the Relay layout exactly when its screen uses src/relay', (name, { screen, relay }) => {
    const relayModules = modulesLoadedBy(screenModulePath(screen)).filter((module) => module.startsWith('src/relay/'));
    expect({ name, relay: relay ?? false }, `${screen} loads ${relayModules.join(', ') || 'nothing of src/relay'}`).toEqual({ name, relay: relayModules.length > 0 });
  });
});

describe('modulesLoadedBy', () => {
  it('follows static and dynamic imports', () => {
    const loaded = modulesLoadedBy('src/app/routes.tsx');
    expect(loaded).toEqual(expect.arrayContaining(['src/app/routes.tsx', 'src/app/screens.ts', 'src/app/RelayLayout.tsx', 'src/app/pages/NotFound/index.ts', 'src/relay/index.ts']));
  });

  it('leaves type-only imports out: the manifest, data only, loads the sign-up variants alone', () => {
    expect(modulesLoadedBy('src/services/routeManifest.ts').sort()).toEqual(['src/services/routeManifest.ts', 'src/services/signUpVariants.ts']);
  });
});
