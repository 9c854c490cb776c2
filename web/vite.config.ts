import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Vite 8 compiles TSX itself (Oxc, following tsconfig's `jsx: react-jsx`): no React plugin needed.
const webRoot = import.meta.dirname;
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: webRoot,
  publicDir: resolve(webRoot, 'public'),
  // `@shared/...`: the project's shared/ folder (tsconfig.json's `paths` says the same to tsc).
  resolve: { alias: { '@shared': resolve(webRoot, '../shared') } },
  build: {
    outDir: resolve(webRoot, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React libraries mark their modules "use client"; meaningless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` (scripts/local/dev.ts) runs the gateway beside Vite and passes its address.
    proxy: {
      ...Object.fromEntries(['/api', '/burn', '/avatars'].map((path) => [path, gatewayUrl])),
      // Live updates: the gateway's WebSocket on the same path as in AWS (docs/realtime.md).
      '/ws': { target: gatewayUrl, ws: true },
    },
  },
});
