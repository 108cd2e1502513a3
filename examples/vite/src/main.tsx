// The site's start: the package's fonts (shipped with it, no font CDN) and theme around the page.
import '@programa/cadastro-sso/fonts.css';
import { MessagesProvider, RequiredNote, ThemeProvider } from '@programa/cadastro-sso';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignUpForm } from './SignUpForm';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <MessagesProvider messages={{ cpfField: { label: 'CPF do titular' } }}>
        <main>
          <h1>Crie sua conta</h1>
          <RequiredNote />
          <SignUpForm />
        </main>
      </MessagesProvider>
    </ThemeProvider>
  </StrictMode>,
);
