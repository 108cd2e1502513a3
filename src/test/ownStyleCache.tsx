// Rendering with an emotion cache of the test's own, to see which styles a component compiles and
// inserts as its state changes (each one is work on a slow phone at the moment it happens).
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders `node` with an emotion cache of its own; returns the cache and a rerender that keeps it. */
export function renderWithOwnStyles(node: ReactNode, key = 'own') {
  const cache = createCache({ key });
  const { rerender } = render(<CacheProvider value={cache}>{node}</CacheProvider>);
  return { cache, rerender: (next: ReactNode) => rerender(<CacheProvider value={cache}>{next}</CacheProvider>) };
}

/** The styles `cache` has inserted so far, sorted. */
export const insertedStyles = (cache: EmotionCache): string[] => Object.keys(cache.inserted).sort();
