// A server layout: the package's fonts (no font CDN, no next/font/google), its theme and the site's
// copy overrides (client components, given plain data) around server-rendered pages.
import '@programa/cadastro-sso/fonts.css';
import { MessagesProvider, ThemeProvider } from '@programa/cadastro-sso';
import type { ReactNode } from 'react';

export const metadata = { title: 'Crie sua conta' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>
        <ThemeProvider>
          <MessagesProvider messages={{ cpfField: { label: 'CPF do titular' } }}>{children}</MessagesProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
