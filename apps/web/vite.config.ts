import { APP_MODULE } from '@huaren/contract/app';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunkGroups } from './build/appChunks';
import { inlineEntryCss } from './build/inlineEntryCss';
import { preloadChunk } from './build/preloadChunk';
import { manifest } from './pwa.manifest';

/** The API server of apps/server; `vite` (dev) and `vite preview` forward /v1 to it. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = { '/v1': { target: API_TARGET, changeOrigin: false } };

/**
 * `vite build --ssr src/firstView.tsx` (package.json's build) makes the server's first-view
 * renderer (decision 0047): one self-contained module, dependencies included, without the
 * client build's plugins.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
});

const clientBuild = defineConfig({
  // Relative asset URLs: the app works wherever the server mounts it (hash routing needs no rewrites).
  base: './',
  plugins: [
    react(),
    preloadChunk(APP_MODULE),
    preloadChunk('src/pages/home/index.tsx', 'data-start-page'),
    inlineEntryCss(),
    VitePWA({
      // main.tsx registers the worker after the first screen has loaded.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest,
      includeAssets: ['apple-touch-icon.png', 'favicon.png'],
      workbox: {
        // The app shell only: hashed assets, index.html (also answering "/", workbox's
        // directoryIndex) and icons. No navigation fallback and no runtime caching, so every
        // other URL, /v1 answers and anything user-specific above all, goes to the network.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // OpenCC's phrase tables (450 KB gzip) serve Traditional readers only, after the first
        // screen (decision 0020): not every visitor's download. Offline, the characters suffice.
        globIgnores: ['**/phraseConverter-*.js'],
        // Web Push: shows pushed notices and opens their targets (decision 0027).
        importScripts: ['push-sw.js'],
        navigateFallback: null,
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    target: 'es2022',
    // The server reads which CSS and chunks each page needs (dist/.vite/manifest.json) to send
    // them with a page it rendered (decision 0047).
    manifest: true,
    // The budget is measured in gzip bytes by scripts/bench-web.ts; this warning is a backstop.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: { codeSplitting: { groups: appChunkGroups('src/main.tsx', APP_MODULE) } },
    },
  },
  server: { proxy },
  preview: { proxy },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : clientBuild));
