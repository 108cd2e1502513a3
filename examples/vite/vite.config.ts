import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      // The package's (and MUI's) modules start with 'use client' for server-rendering frameworks; a Vite
      // app has nothing to do with it, and says so once per module unless told to stay quiet.
      onwarn(warning, warn) {
        if (!(warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))) warn(warning);
      },
    },
  },
});
