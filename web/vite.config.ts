import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './manifest';

// Vite 8 compiles TSX itself (Oxc, following tsconfig's `jsx: react-jsx`): no React plugin needed.
const webRoot = import.meta.dirname;
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3001';

export default defineConfig(({ command }) => ({
  root: webRoot,
  publicDir: resolve(webRoot, 'public'),
  // `@shared/...`: the project's shared/ folder (tsconfig.json's `paths` says the same to tsc).
  resolve: {
    alias: [
      { find: '@shared', replacement: resolve(webRoot, '../shared') },
      // React Router's package exports point at its development build (warnings and invariant texts
      // not behind NODE_ENV); a build takes the production build beside it, the same API without
      // them (0.5 KB gzipped less in the first download). `npm run dev` keeps the warnings.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: resolve(webRoot, '../node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  plugins: [
    // The installable app (issue 25): the manifest, and our own service worker (web/src/sw.ts) built in
    // injectManifest mode, so it precaches the build and also carries the push handlers. The app
    // registers it itself, after the first paint (web/src/app/service-worker.tsx): no injected script.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // theme-init.js and the icons are small; nothing in the build is near this.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
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
}));
