import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // The password strength estimator's dictionaries (zxcvbn-ts, about 1 MB minified) are one chunk,
    // loaded on demand in a worker after the first key in the password, never with the page.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The package's (and MUI's) modules start with 'use client' for server-rendering frameworks; a Vite
      // app has nothing to do with it, and says so once per module unless told to stay quiet.
      onwarn(warning, warn) {
        if (!(warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))) warn(warning);
      },
    },
  },
});
