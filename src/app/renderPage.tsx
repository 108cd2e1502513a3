/**
 * Build-time rendering of the pages people arrive on from e-mails and partner sites (build/prerenderPlugin.ts
 * runs it after the client build): their HTML and the CSS it uses, so the form paints from the HTML
 * alone, before any JavaScript has downloaded. It renders what a first visit with no query, no
 * session and nothing stored sees; the app then hydrates it (src/app/main.tsx), its first render depending on the path alone.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createTheme } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { renderLikeTheServer } from '../services/useHydrated';
import { AppTheme } from './AppTheme';
import { appMessages } from './messages';
import type { RouteHandle } from './routeHandle';
import { routes } from './routes';
import { appTheme } from './theme';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /**
   * `<style data-emotion>` elements holding every rule the render made (emotion's key stays `css`, so
   * the app's cache adopts them): those the markup uses, and those of MUI's nested components that no
   * element uses alone (a Button's own styles, composed into the ButtonBase's class). emotion's
   * extraction keeps only the first; the app then compiled the others again in the hydration's commit.
   */
  styles: string;
  /** The document title the screen sets. */
  title: string;
}

/** The app's theme with every outlined field as if filled: its label floated, its outline notched. */
const filledFieldsTheme = createTheme(appTheme, {
  components: { MuiInputLabel: { defaultProps: { shrink: true } }, MuiOutlinedInput: { defaultProps: { notched: true } } },
});

/** Renders the app at `path` (a pathname, e.g. `/register`). Throws when the route redirects or fails. */
export async function prerender(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  renderLikeTheServer();
  const page = (theme: typeof appTheme): ReactNode => (
    <StrictMode>
      <CacheProvider value={cache}>
        <AppTheme theme={theme}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppTheme>
      </CacheProvider>
    </StrictMode>
  );
  const html = renderToString(page(appTheme));
  const rendered = new Set(Object.keys(cache.inserted));
  // The page again with every field as it is once something is in it (its label floated above the
  // outline's notch), for its styles alone: a field typed into before the app ran takes them as the app
  // takes the page over, and compiling and inserting them then lengthened that task.
  renderToString(page(filledFieldsTheme));
  const handle = context.matches
    .map((match) => match.route.handle as RouteHandle | undefined)
    .filter((value) => value !== undefined)
    .at(-1);
  if (!handle) throw new Error(`prerender: ${path} has no screen`);
  const critical = extractCriticalToChunks(html);
  const regular = critical.styles.find((chunk) => chunk.key === cache.key);
  // Besides the classes the markup names: the inner levels of nested styled components (registered
  // styles no element uses alone), and the filled fields' styles.
  if (regular) {
    const shipped = new Set(regular.ids);
    for (const [id, css] of Object.entries(cache.inserted)) {
      if (shipped.has(id) || typeof css !== 'string') continue;
      if (rendered.has(id) && cache.registered[`${cache.key}-${id}`] === undefined) continue;
      regular.ids.push(id);
      regular.css += css;
    }
  }
  return { html, styles: constructStyleTagsFromChunks(critical), title: appMessages.documentTitle(handle.title) };
}
