/**
 * The web app manifest (issue 25): what a browser needs to install the app. The theme colours follow
 * web/src/styles/theme.css (the manifest has one; index.html's theme-color metas give light and dark).
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const themeColors = { light: '#2457d6', dark: '#0f1420' } as const;

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Team Todo',
  short_name: 'Todo',
  description: 'Tasks for you and your team',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  background_color: '#f3f5f9',
  theme_color: themeColors.light,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
