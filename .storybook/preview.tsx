import '../src/components/fonts.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ArgTypes, Description, DocsContext, Heading, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from '../src/relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { handlers, resetMockBackend } from '../mocks/handlers';
import { ThemeProvider } from '../src/components/theme';
import { createEnvironment } from '../src/relay/environment';
import { configure } from 'storybook/test';

// Play functions' findBy* and waitFor wait up to 15 s (Testing Library's default is 1 s): on a loaded
// machine a story's first render can take longer; a passing play does not wait any longer for it.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Router for a story: `parameters.router = { path: '/password/create/:token', initialEntries: ['/password/create/abc'] }`;
 * an entry may carry the navigation's state (`{ pathname: '/register/success', state: { email } }`).
 */
export interface RouterParameters {
  path?: string;
  initialEntries?: (string | { pathname: string; search?: string; state?: unknown })[];
}

const CurrentStory = createContext<ReactNode>(null);
const RenderCurrentStory = () => useContext(CurrentStory);

/** One memory router for the story's whole life; the story itself flows in through context. */
function StoryRouter({ children, path = '/', initialEntries = [path] }: RouterParameters & { children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: <RenderCurrentStory /> },
        { path: '*', element: <RenderCurrentStory /> },
      ],
      { initialEntries },
    ),
  );
  return (
    <CurrentStory.Provider value={children}>
      <RouterProvider router={router} />
    </CurrentStory.Provider>
  );
}

const withRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter {...((parameters.router ?? {}) as RouterParameters)}>
    <Story />
  </StoryRouter>
);

/** A fresh Relay environment per story. */
function StoryRelay({ children }: { children: ReactNode }) {
  const [environment] = useState(() => createEnvironment({ url: '/graphql', getToken: () => localStorage.getItem('jwt') }));
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}

const withRelay: Decorator = (Story) => (
  <StoryRelay>
    <Story />
  </StoryRelay>
);

/**
 * On a docs page a component's stories share one document: each story's `id` arg gets the story's
 * name, so ids stay unique and every label names its own input (in the story view nothing changes).
 */
const withUniqueIdInDocs: Decorator = (Story, { viewMode, args, id }) =>
  viewMode === 'docs' && typeof args.id === 'string' ? Story({ args: { ...args, id: `${args.id}-${id.split('--')[1] ?? 'docs'}` } }) : <Story />;

const withTheme: Decorator = (Story) => (
  <ThemeProvider>
    <Story />
  </ThemeProvider>
);

/**
 * A component's docs page: what it is for and when to use it (its JSDoc), its main story, its props
 * as a read-only table and every story. Storybook's default page has interactive controls instead of
 * the table, whose widgets fail axe (contrast of the boolean switch, list items outside a list in the
 * object editor); the controls stay in each story's Controls panel.
 *
 * A screen's page (a story title under 'Screens/') shows its main story alone, then its other states
 * as links to their stories: each state is a whole page (its h1, its named form, its navigation), and
 * twenty of them inline on one document broke the page's heading order and repeated its landmarks.
 */
function DocsPage() {
  const { preparedMeta } = useOf('meta');
  const screen = preparedMeta.title.startsWith('Screens/');
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <ArgTypes />
      {screen ? <OtherStates /> : <Stories includePrimary={false} />}
    </>
  );
}

/** A screen's states after its main one: each named, with its description, and linked to its story. */
function OtherStates() {
  const { componentStories } = useContext(DocsContext);
  const states = componentStories()
    .filter((story) => story.tags.includes('autodocs'))
    .slice(1);
  if (states.length === 0) return null;
  return (
    <>
      <Heading>Other states</Heading>
      <ul>
        {states.map((story) => (
          <li key={story.id}>
            {/* The manager's page of the story, around this docs frame. */}
            <a href={`./?path=/story/${story.id}`} target="_top">
              {story.name}
            </a>
            <Description of={story.moduleExport} />
          </li>
        ))}
      </ul>
    </>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withUniqueIdInDocs, withRouter, withRelay, withTheme],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
  ],
  beforeEach() {
    resetMockBackend();
    localStorage.clear();
  },
  parameters: {
    layout: 'padded',
    docs: { page: DocsPage },
    options: { storySort: { order: ['Guide', ['Getting started', 'Copy overrides', 'Binding to a form', 'Validators and masks', 'Accessibility'], 'Components'] } },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  initialGlobals: { locale: 'pt-BR' },
};

export default preview;
