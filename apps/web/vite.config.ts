import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { textsAsJson } from './texts-as-json.ts';

// BOARDFORGE_API_TARGET points the dev server at another API (e.g. a second server on another port).
const apiTarget = process.env.BOARDFORGE_API_TARGET ?? 'http://127.0.0.1:3000';

// Vendor groups. The framework changes rarely, so it gets its own long-cached chunk; so do the libraries every page
// loads at start (i18n, the query cache, zod for the contracts; dayjs goes with antd). Ant Design has no group of
// every component (one made the first view of / fetch 385 kB gzip of antd; docs/performance.md, "The public site on a
// phone"): only the part the start-up itself imports is one chunk; Rolldown puts each other component into the
// chunks of the routes that use it. (Grouping those by route set, `entriesAware`, made fewer files but more bytes per page.)
const antdModules =
  /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|stylis|clsx|@babel[\\/]runtime)[\\/]/;

const antdCoreModules = new RegExp(
  [
    String.raw`node_modules[\\/]antd[\\/](es|lib|locale)[\\/](_util|theme|config-provider|locale|app|message|notification|modal|button|skeleton|style|version|space|(date-picker|time-picker|calendar)[\\/]locale|[a-z_]+\.js$)`,
    String.raw`node_modules[\\/]@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]`,
    String.raw`node_modules[\\/]@rc-component[\\/](util|motion|dialog|notification|portal|resize-observer|context)[\\/]`,
    String.raw`node_modules[\\/]@rc-component[\\/](picker|pagination)[\\/](es|lib)[\\/]locale[\\/]`,
    String.raw`node_modules[\\/](@emotion|stylis|clsx|@babel[\\/]runtime|dayjs)[\\/]`,
  ].join('|'),
);

const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // The phone numbering plans: only the account forms load them, not every page.
  { name: 'vendor-phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
  // The spreadsheet writer: loaded only when a back-office list is exported.
  { name: 'vendor-xlsx', test: /node_modules[\\/]@e965[\\/]xlsx[\\/]/ },
  // The charts (ECharts and its renderer): loaded only by the screens that draw one.
  { name: 'vendor-charts', test: /node_modules[\\/](echarts|zrender|tslib)[\\/]/ },
  // zod's classic API (its chainable schemas and English messages): the contracts use zod/mini, whose core the
  // first view carries in `vendor`; only the back-office and account forms that still build classic schemas load it.
  {
    name: 'vendor-zod-classic',
    includeDependenciesRecursively: false,
    test: /node_modules[\\/]zod[\\/]v4[\\/]((classic|locales)[\\/]|core[\\/](to-json-schema|json-schema-processors|memoizer)\.js)/,
  },
  {
    name: 'vendor',
    // Not react-i18next's <Trans> (with its HTML parser): only the consent line of the account forms draws one, so it
    // goes with them instead of into every first view.
    test: /node_modules[\\/](i18next|react-i18next(?![\\/]dist[\\/]es[\\/](Icu)?Trans(WithoutContext)?\.js)|@tanstack|zod|use-sync-external-store)[\\/]/,
  },
  // The part of antd's packages the start-up imports (since the app shell carries no antd: the icons of the header
  // and footer, with the colour and DOM helpers they use): one chunk, not ten.
  { name: 'antd-start', test: antdModules, tags: ['$initial' as const] },
  // What the antd scope (app/antd-scope.tsx) brings, which every page with antd fetches: ConfigProvider, the style
  // engine and theme, the locales (dayjs's too), App with its message, notification and modal, Button. One chunk,
  // not forty.
  { name: 'antd-core', test: antdCoreModules },
  // What the entry (boot.ts) runs before the app: the first view's page and texts requests, the language detection and
  // the texts' addresses. Its own chunk, importing nothing else, so the entry runs as soon as these two small files
  // arrive instead of after the app's chunks and React (which it would wait for if these were in `app-start`).
  {
    name: 'boot',
    test: /(apps[\\/]web[\\/]src[\\/](app[\\/]first-view|lib[\\/](text-chunks|languages|safe-storage))\.ts|apps[\\/]web[\\/]src[\\/]locales[\\/][a-z]+-texts-(en|zh)\.ts\?texts-url|packages[\\/](contracts[\\/]src[\\/]public-pages|domain[\\/]src[\\/]language)\.ts)$/,
  },
  // What the app itself starts with (main.tsx and everything it imports: the router, the layouts, the request layer,
  // the query cache, languages, storage, the shell's icons, the visit log, with the small modules most pages share)
  // and what the first views of / and /valuation both use (the price book, the PCB engine and its checks, the share
  // links, the form issues): two chunks with the modules they import, instead of twenty files of 0.2–15 kB. One file
  // compresses better than its parts, needs no imports and exports between them, and costs one round trip
  // (docs/performance.md, "Fewer first-view files").
  {
    name: 'app-start',
    test: /apps[\\/]web[\\/]src[\\/](main\.tsx|lib[\\/](request|query-client|query-keys|use-language|reduced-motion|use-media-query|use-session-state|offer-link|pending-order|safe-redirect)\.ts|components[\\/](link-button|shell-icons|page-hero|native-fields[\\/](native-button|notice))\.tsx|components[\\/]use-click-block\.ts|api[\\/]save-visit-log\.ts)$|apps[\\/]web[\\/]src[\\/]app[\\/]antd-scope-loader\.ts$|packages[\\/]domain[\\/]src[\\/]money[\\/]fen\.ts$/,
  },
  {
    name: 'site-quote',
    test: /(packages[\\/]domain[\\/]src[\\/]pricing[\\/](pcb|dictionary|spec-checks|stencil-spec|quote)\.ts|apps[\\/]web[\\/]src[\\/]((api[\\/]get-current-price-book|features[\\/]quotes[\\/](hooks[\\/]use-quote-price-book|utils[\\/](share-link|form-issues|form-options|money)))\.ts|components[\\/]responsive-tabs\.tsx))$/,
  },
  // The quote page's own small modules that other pages share (its hero, the upload drop zone, the quote actions,
  // the native button, the price answers): one chunk instead of seven files of 0.5–6 kB, since each request costs a
  // round trip on a phone (docs/performance.md, "LCP on /valuation"). The home page imports none of them.
  {
    name: 'quote-page',
    // Only these modules: their imports (the request layer, the contracts) stay in the chunks every page shares.
    includeDependenciesRecursively: false,
    test: /(apps[\\/]web[\\/]src[\\/](features[\\/]quotes[\\/](components[\\/](quote-actions|save-profile-button)|utils[\\/]quote-tabs)|features[\\/]design-files[\\/](api[\\/]upload-gerber|components[\\/](gerber-upload-panel|file-drop-zone)|utils[\\/]check-upload-file))|packages[\\/](domain[\\/]src[\\/]pricing[\\/]pricing-rules|contracts[\\/]src[\\/](price-answers|files)))\.tsx?$/,
  },
];

/**
 * The entry (boot.ts) imports the app (main.tsx) dynamically, after requesting the first view's page chunk and texts.
 * This names the app's chunk and every chunk it imports in index.html as `modulepreload`, so the browser fetches them
 * with the entry instead of one round trip after it (docs/performance.md, "LCP on /valuation").
 */
function preloadApp(): Plugin {
  return {
    name: 'boardforge-preload-app',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const bundle = context.bundle ?? {};
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
      if (!app) throw new Error('preloadApp: the chunk of src/main.tsx is missing from the build');
      const collect = (fileName: string, files: Set<string>) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) collect(imported, files);
      };
      // Vite itself preloads what the entry imports (the boot chunk): those are not named twice.
      const entryFiles = new Set<string>();
      for (const chunk of chunks.filter((candidate) => candidate.isEntry)) collect(chunk.fileName, entryFiles);
      const appFiles = new Set<string>();
      collect(app.fileName, appFiles);
      return [...appFiles]
        .filter((fileName) => !entryFiles.has(fileName))
        .map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
    },
  };
}

/**
 * Writes each built script, style sheet, SVG and texts file (JSON) of /assets beside itself as `.br` (Brotli at its best
 * quality, 11) and `.gz` (gzip -9), which the server sends as they are (@fastify/static `preCompressed`): on the phone profile of
 * `npm run bench:web` the first view's scripts went from brotli quality 4 compressed per request to the smallest
 * encoding, built once (docs/performance.md). index.html is rendered per request and compressed then.
 */
function precompressAssets(): Plugin {
  return {
    name: 'boardforge-precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const output of Object.values(bundle)) {
        if (!/^assets\/.*\.(js|css|svg|json)$/.test(output.fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        const file = path.join(outDir, output.fileName);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), textsAsJson(), preloadApp(), precompressAssets()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    // No modulepreload polyfill in the entry: every browser the site supports preloads modules itself (Safari since
    // 17); an older one loads the same files, only without the head start.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 1200,
    sourcemap: process.env.H4_MAP === '1',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Rolldown's successor of manualChunks: named groups, most specific first.
        codeSplitting: { groups: vendorGroups.map((group, index) => ({ ...group, priority: 10 - index })) },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files that give the test DOM antd's motions (AnimationEvent, before antd loads) run in project web-motion.
    exclude: ['src/**/*.motion.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests wait for antd renders (see setup.ts); a slow machine must not fail them.
    testTimeout: 30_000,
    // One module cache per worker: antd and React load once per worker, not once per file. Files stay independent:
    // setup.ts unmounts after each test, and each screen test sets its language, storage and stubs (page-test.tsx).
    isolate: false,
  },
});
