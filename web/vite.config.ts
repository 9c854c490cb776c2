import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './manifest';

// Vite 8 compiles TSX itself (Oxc, following tsconfig's `jsx: react-jsx`): no React plugin needed.
const webRoot = import.meta.dirname;
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3001';

/**
 * The classic scripts of public/ (early-reads.js, theme-init.js: they run before the bundle, and the
 * CSP forbids inline scripts) are copied as written, comments and all; a build minifies the copies,
 * which are part of the first download (early-reads.js: 1.1 -> 0.6 KB gzipped). Before the service
 * worker's precache manifest is written (vite-plugin-pwa, at the bundle's close), so its revisions
 * are those of the served files.
 */
const minifyPublicScripts = (): Plugin => ({
  name: 'minify-public-scripts',
  apply: 'build',
  writeBundle(options) {
    for (const name of ['early-reads.js', 'theme-init.js']) {
      const file = resolve(options.dir ?? '', name);
      const { code, errors } = minifySync(name, readFileSync(file, 'utf8'), { compress: true, mangle: true });
      if (errors.length > 0) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
      writeFileSync(file, code);
    }
  },
});

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
    minifyPublicScripts(),
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
    // No modulepreload polyfill in the first download (0.25 KB gzipped): every browser the build
    // targets but Safari before 17 preloads modules itself, and there a lazy chunk simply loads when
    // it is first imported (docs/decisions/0136-no-modulepreload-polyfill.md).
    modulePreload: { polyfill: false },
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
      // `/_dev`: the local stack's own pages (the mail sent, /_dev/mail).
      ...Object.fromEntries(['/api', '/burn', '/avatars', '/_dev'].map((path) => [path, gatewayUrl])),
      // Live updates: the gateway's WebSocket on the same path as in AWS (docs/realtime.md).
      '/ws': { target: gatewayUrl, ws: true },
    },
  },
}));
