import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from '../../package.json' with { type: 'json' };

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}` } },
  },
  build: { outDir: 'dist', sourcemap: false },
});
