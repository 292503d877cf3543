// Bundles the server for production: src/main.ts, src/cli/create-admin.ts and the upload worker
// src/workers/file-worker.ts → dist/*.mjs.
// npm dependencies stay external (loaded from node_modules; PGlite needs its WebAssembly beside
// its code); the @boardforge/* workspace packages are TypeScript sources and are bundled in.
// Nothing else is copied: migrations are read from apps/server/drizzle (found from the bundle's
// location) or MIGRATIONS_DIR, and the web app from apps/web/dist or WEB_DIST.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).filter(
  (name) => !name.startsWith('@boardforge/'),
);
// Subpath imports (drizzle-orm/pg-core, zod/v4/core, …) are external too.
const externalPatterns = external.flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: serverRoot,
  // file-worker: the worker-thread entry that reads uploads (file-worker-entry.ts finds it beside main.mjs).
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'file-worker': 'src/workers/file-worker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: externalPatterns,
  // For any bundled CommonJS code that calls require() on Node built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
