import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';

/** The route table: each screen is its own chunk, loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '*',
        lazy: () => import('../screens/NotFound').then((m) => ({ Component: m.NotFoundScreen })),
      },
    ],
  },
];
