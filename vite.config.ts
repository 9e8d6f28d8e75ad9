import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_ONLY_PREFIXES, API_PATH_PREFIXES, isApiRequest } from './domain/http/apiPaths.ts';

/** The API that `npm run dev` starts beside Vite's dev server (sync-server/dev.ts), on PORT as the server reads it. */
const SERVER = `http://localhost:${process.env.PORT ?? 3000}`;

/** A path the server answers; a page navigation (HTML without ?link=) stays with the app's router. */
function api(options: Partial<ProxyOptions> = {}): ProxyOptions {
  return {
    target: SERVER,
    changeOrigin: true,
    bypass: (req) => {
      const url = new URL(req.url ?? '/', 'http://dev');
      return isApiRequest(url, req.headers.accept?.includes('text/html') === true) ? undefined : req.url;
    },
    ...options,
  };
}

/** A path (with its query) a page navigation must reach the server for: the API-only prefixes and signed ?link= paths. */
const NAVIGATIONS_TO_SERVER = [
  new RegExp(`^(${API_ONLY_PREFIXES.map((prefix) => prefix.replace('/', '\\/')).join('|')})(\\/|\\?|$)`),
  /[?&]link=/,
];

/**
 * The service worker that keeps the app shell (Workbox, through vite-plugin-pwa): every emitted file is precached
 * under its content hash, and a new build's worker takes over at once and drops the old cache. A page navigation is
 * answered with the cached index.html (the app's router takes it from there), except those the server answers itself.
 * The API is never cached: nothing but the precached files is served from the cache.
 */
const appShell = VitePWA({
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html}'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NAVIGATIONS_TO_SERVER,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  root: 'client',
  publicDir: false,
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    rollupOptions: {
      // @tanstack/react-form marks its modules "use client" (a React Server Components hint we have no use for).
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
  plugins: [appShell],
  server: {
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix, api(prefix === '/sync' ? { ws: true } : {})])),
  },
});
