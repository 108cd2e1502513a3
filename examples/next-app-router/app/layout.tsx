// The root layout, a server component. MUI's `AppRouterCacheProvider` collects the styles emotion makes
// while the server renders and puts them in the HTML, so the fields arrive styled (no flash of unstyled
// fields before the JavaScript runs). Inside it, the package's theme, and the site's copy overrides (plain
// data, given to a client component). The fonts ship with the package: no font CDN.
import '@programa/cadastro-sso/fonts.css';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { MessagesProvider, ThemeProvider } from '@programa/cadastro-sso';
import type { ReactNode } from 'react';

export const metadata = { title: 'Crie sua conta' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>
        <AppRouterCacheProvider>
          <ThemeProvider>
            <MessagesProvider messages={{ cpfField: { label: 'CPF do titular' } }}>{children}</MessagesProvider>
          </ThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
