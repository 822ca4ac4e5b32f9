import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import pkg from '../../package.json' with { type: 'json' };

export default defineConfig({
  // Brotli and gzip copies of every asset, served as they are by the server (no work per request).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}` } },
  },
  build: { outDir: 'dist', sourcemap: false },
});
