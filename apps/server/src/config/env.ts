import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Settings read from the environment (the README documents each one from this list):
 *
 * | variable          | default                                   | meaning |
 * |-------------------|-------------------------------------------|---------|
 * | PORT              | 3000                                      | TCP port the site listens on |
 * | HOST              | 0.0.0.0                                   | interface to bind |
 * | DATA_DIR          | ./data                                    | data folder; the embedded database lives in DATA_DIR/pglite |
 * | DATABASE_URL      | unset (embedded PGlite)                   | postgres://… to use PostgreSQL instead of PGlite |
 * | NODE_ENV          | development                               | `production` turns off demo accounts and requires the settings below |
 * | LOG_LEVEL         | info                                      | pino level: fatal, error, warn, info, debug, trace, silent |
 * | TRUST_PROXY       | false                                     | true, a hop count, or a comma list of proxy addresses/CIDRs |
 * | PUBLIC_ORIGIN     | unset (required in production)            | the site's own origin (https://example.com) for the Origin check behind a proxy |
 * | WEB_DIST          | apps/web/dist (relative to the server)    | folder of the built web app; not served when it does not exist |
 * | MIGRATIONS_DIR    | apps/server/drizzle                       | folder of the SQL migrations (for bundles moved elsewhere) |
 * | QUOTE_RATE_LIMIT  | 120                                       | quote calls per minute per IP; 0 turns the limit off |
 *
 * In production (NODE_ENV=production) DATABASE_URL or an explicit DATA_DIR is required, and PUBLIC_ORIGIN.
 */
export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  trustProxy: boolean | number | string;
  publicOrigin: string | undefined;
  webDist: string;
  migrationsDir: string;
  quoteRateLimit: number;
};

/** A setting that is missing or malformed; start-up stops with its message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the settings from an environment, refusing missing or malformed values by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = readText(env.NODE_ENV) ?? 'development';
  const isProduction = nodeEnv === 'production';
  const serverRoot = findServerRoot();

  const port = readInteger(env.PORT, 3000, 'PORT', problems, { min: 0, max: 65535 });
  const quoteRateLimit = readInteger(env.QUOTE_RATE_LIMIT, 120, 'QUOTE_RATE_LIMIT', problems, {
    min: 0,
    max: 1_000_000,
  });
  const logLevel = readText(env.LOG_LEVEL) ?? 'info';
  if (!logLevels.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);

  const databaseUrl = readText(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const explicitDataDir = readText(env.DATA_DIR);
  const publicOrigin = readOrigin(env.PUBLIC_ORIGIN, problems);

  if (isProduction) {
    if (!databaseUrl && !explicitDataDir) {
      problems.push(
        'DATABASE_URL (or an explicit DATA_DIR for the embedded database) is required when NODE_ENV=production',
      );
    }
    if (!publicOrigin)
      problems.push('PUBLIC_ORIGIN is required when NODE_ENV=production (e.g. https://boardforge.example)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  return {
    port,
    host: readText(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(explicitDataDir ?? './data'),
    databaseUrl,
    nodeEnv,
    isProduction,
    logLevel,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    publicOrigin,
    webDist: path.resolve(readText(env.WEB_DIST) ?? path.join(serverRoot, '..', 'web', 'dist')),
    migrationsDir: path.resolve(readText(env.MIGRATIONS_DIR) ?? path.join(serverRoot, 'drizzle')),
    quoteRateLimit,
  };
}

/**
 * The folder of the server package (where package.json names @boardforge/server), found by walking
 * up from this module, so the same code works from src/ (tsx, tests) and from the dist/ bundle.
 */
export function findServerRoot(start: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let folder = start;
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === '@boardforge/server') return folder;
    const parent = path.dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
}

function readPackageName(manifest: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && 'name' in parsed ? String(parsed.name) : undefined;
  } catch {
    return undefined;
  }
}

function readText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function readInteger(
  value: string | undefined,
  fallback: number,
  name: string,
  problems: string[],
  limits: { min: number; max: number },
): number {
  const text = readText(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < limits.min || parsed > limits.max) {
    problems.push(`${name} must be a whole number from ${limits.min} to ${limits.max} (got "${text}")`);
    return fallback;
  }
  return parsed;
}

function readOrigin(value: string | undefined, problems: string[]): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
      throw new Error('not an origin');
    }
    return url.origin;
  } catch {
    problems.push(`PUBLIC_ORIGIN must be an origin like https://boardforge.example (got "${text}")`);
    return undefined;
  }
}

function readTrustProxy(value: string | undefined): boolean | number | string {
  const text = readText(value);
  if (text === undefined || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
