import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeResendSeconds } from '@boardforge/contracts/accounts.ts';
import type { PasswordHashCost } from '../lib/password.ts';
import { readInteger, readText } from './env-readers.ts';
import { type MailSettings, readMailSettings, readSmsSettings, type SmsSettings } from './messaging-env.ts';
import { type PaymentSettings, readPaymentSettings } from './payment-env.ts';
import { readStorageSettings, type StorageSettings } from './storage-env.ts';
import { readWebhookAllowedHosts, type WebhookAllowedHost } from './webhook-env.ts';
import { readWechatMiniSettings, type WechatMiniSettings } from './wechat-mini-env.ts';

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
 * | TRUST_PROXY       | false (required in production)            | true, a hop count, or a comma list of proxy addresses/CIDRs whose X-Forwarded-For is believed; `false` when clients connect directly |
 * | PUBLIC_ORIGIN     | unset (required in production)            | the site's own origin (https://example.com) for the Origin check behind a proxy, and the origin of canonical, hreflang, Open Graph and sitemap URLs (unset: the request's own host) |
 * | WEB_DIST          | apps/web/dist (relative to the server)    | folder of the built web app; not served when it does not exist |
 * | MIGRATIONS_DIR    | apps/server/drizzle                       | folder of the SQL migrations (for bundles moved elsewhere) |
 * | QUOTE_RATE_LIMIT  | 120                                       | quote calls per minute per IP; 0 turns the limit off |
 * | LOGINS_PER_IP_MINUTE | 30                                    | password logins one IP may try a minute, on top of the per-account lock; raise only for test rigs |
 * | VISIT_LOGS_PER_IP_MINUTE | 60                                  | page views one IP may log a minute (POST /common/saveLog); raise only for test rigs |
 * | SMS_CODES_PER_IP_HOUR | 20                                    | verification codes one IP may request an hour (docs/api.md); raise only for test rigs |
 * | CODE_RESEND_SECONDS | 60                                      | seconds before one phone or address may get another code (docs/api.md); shorter for test rigs only, refused in production |
 * | CODE_SECRET       | random per process (required in production) | HMAC key of stored SMS codes; at least 32 characters |
 * | SMS_PROVIDER      | outbox (production: must be aliyun)       | `outbox` stores texts for GET /api/dev/outbox; `aliyun` sends them |
 * | ALIYUN_SMS_ENDPOINT | https://dysmsapi.aliyuncs.com           | base URL of the Aliyun SMS RPC API |
 * | ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET | unset (required with aliyun) | Aliyun RAM access key |
 * | ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE | unset (required with aliyun) | approved signature and code template (`${code}`) |
 * | ALIYUN_SMS_INTERNATIONAL_TEMPLATE_CODE | ALIYUN_SMS_TEMPLATE_CODE | approved template for numbers outside the Chinese mainland (Aliyun approves international templates apart) |
 * | ALIYUN_SMS_INVITATION_TEMPLATE_CODE | unset (no SMS invitations of staff) | approved template of a staff invitation (`${role}`) |
 * | ALIYUN_SMS_DESIGN_REMINDER_TEMPLATE_CODE | unset (design round reminders by mail only) | approved template of a design round waiting for the customer (`${jobNo}`, `${round}`) |
 * | MAIL_PROVIDER     | outbox (production: must be smtp)         | `outbox` stores mails for GET /api/dev/outbox; `smtp` sends them |
 * | SMTP_HOST, SMTP_PORT | unset, 587                             | SMTP server (port 465 uses TLS from the start, others STARTTLS when offered) |
 * | SMTP_USER, SMTP_PASS | unset                                  | SMTP login, when the server wants one |
 * | SMTP_FROM         | unset (required with smtp)                | sender address, e.g. "BoardForge <noreply@boardforge.example>" |
 * | STAFF_MAILBOX     | staff@boardforge.example outside production (required in production) | where customer feedback and staff notices are mailed |
 * | FILES_DIR         | DATA_DIR/files                            | where uploaded files are stored (by content hash) with STORAGE=disk; temporary uploads go to DATA_DIR/tmp |
 * | STORAGE           | disk                                      | `disk` keeps stored files in FILES_DIR; `s3` in the S3-compatible bucket named below (storage-env.ts) |
 * | S3_ENDPOINT       | unset (AWS S3's endpoint for S3_REGION)   | http(s) URL of the S3-compatible service: MinIO, https://oss-cn-hangzhou.aliyuncs.com… |
 * | S3_REGION         | unset (required with s3)                  | region name (us-east-1 for MinIO unless configured; oss-cn-hangzhou for Aliyun OSS) |
 * | S3_BUCKET         | unset (required with s3)                  | the bucket (created beforehand; start-up stops when it does not exist) |
 * | S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY | unset (required with s3) | access key of an account that may get, put, delete and list in the bucket |
 * | S3_FORCE_PATH_STYLE | false                                   | true addresses the bucket in the URL path (MinIO); false as a host name (AWS, Aliyun OSS) |
 * | PASSWORD_HASH_COST | standard                                | `fast` makes new password hashes cheap for test rigs; refused in production |
 * | FILE_PARSE_TIMEOUT_MS | 30000                                 | time a worker may take to read one uploaded Gerber set or BOM before it is stopped |
 * | FILE_WORKERS      | 2, or 1 on a single CPU                   | worker threads that read uploads, kept between uploads; more uploads at once wait in turn |
 * | PAYMENT_CHANNELS  | alipay,wechat,bank_transfer,sandbox (production: none) | channels offered by POST /api/pay/create; others answer 503; sandbox is refused in production |
 * | PAYMENT_NOTIFY_ORIGIN | PUBLIC_ORIGIN, else http://localhost:PORT | origin the gateways post notifications to (/api/pay/notify/:channel) |
 * | ALIPAY_GATEWAY    | https://openapi.alipay.com/gateway.do     | Alipay open-platform gateway (page pay redirects there) |
 * | ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY | unset (required when alipay is listed in production) | app id, our RSA2 private key, Alipay's public key (PEM or base64) |
 * | WECHAT_API_BASE   | https://api.mch.weixin.qq.com             | WeChat Pay API v3 base URL (Native pay) |
 * | WECHAT_APP_ID, WECHAT_MCH_ID, WECHAT_MCH_SERIAL_NO, WECHAT_PRIVATE_KEY | unset (required when wechat is listed in production) | app id, merchant id, serial of our API certificate and its private key |
 * | WECHAT_API_V3_KEY, WECHAT_PLATFORM_PUBLIC_KEY | unset (likewise) | 32-character APIv3 key (decrypts notifications), WeChat Pay platform public key (verifies them) |
 * | WECHAT_PLATFORM_SERIAL_NO | unset (not checked)               | serial / public-key id notifications must name in Wechatpay-Serial |
 * | WECHAT_MINI_APP_ID, WECHAT_MINI_APP_SECRET | unset (POST /api/wechat/generateScheme answers 503) | the mini program's AppID and AppSecret (set both or neither) |
 * | WECHAT_MINI_API_BASE | https://api.weixin.qq.com              | base URL of the WeChat mini-program server API (token and URL scheme) |
 * | WECHAT_MINI_HANDOFF_KEY | random per process (required in production with a mini program) | HMAC key of the hand-off tokens the mini-program links carry; at least 32 characters |
 * | WEBHOOK_ALLOWED_HOSTS | unset (refused in production)          | comma list of host[:port] customers' webhooks may reach although private or loopback, and over http: a test rig's local receiver (a host without a port: any port) |
 * | BANK_NAME, BANK_ACCOUNT_NAME, BANK_ACCOUNT_NO | a DEMO account outside production; unset in production (required when bank_transfer is listed) | where bank transfers go |
 * | METRICS_TOKEN     | unset (GET /metrics answers 404)          | Bearer token of the Prometheus metrics at GET /metrics (request rate and latency by route, database pool, job queues, upload parse times); at least 32 characters |
 *
 * In production (NODE_ENV=production) DATABASE_URL or an explicit DATA_DIR is required, and PUBLIC_ORIGIN, TRUST_PROXY;
 * CODE_SECRET, STAFF_MAILBOX and real SMS and mail providers (the outbox providers refuse to start).
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
  /** Requests one API key may make a minute, counted in the database (API_KEY_REQUESTS_PER_MINUTE). */
  apiKeyRequestsPerMinute: number;
  loginsPerIpMinute: number;
  /** Page views one IP may log a minute (VISIT_LOGS_PER_IP_MINUTE). */
  visitLogsPerIpMinute: number;
  smsCodesPerIpHour: number;
  /** Seconds before one phone or address may get another code: the contract's 60, shorter in test rigs only. */
  codeResendSeconds: number;
  /** HMAC key of stored verification codes. */
  codeSecret: string;
  sms: SmsSettings;
  mail: MailSettings;
  /** Where feedback and staff notices are mailed (a made-up address outside production when unset). */
  staffMailbox: string;
  /** Cost of new password hashes: `standard` scrypt, or `fast` for test rigs (never in production). */
  passwordHashCost: PasswordHashCost;
  /** Folder of stored uploads (content-addressed) when storage is the disk. */
  filesDir: string;
  /** Where stored files live: the disk (FILES_DIR) or an S3-compatible bucket (storage-env.ts). */
  storage: StorageSettings;
  /** Time limit of one file-reading worker. */
  fileParseTimeoutMs: number;
  /** Size of the pool of file-reading workers. */
  fileWorkers: number;
  /** Payment channels and their gateway settings (payment-env.ts). */
  payments: PaymentSettings;
  /** The mini program behind POST /api/wechat/generateScheme; undefined when not configured. */
  wechatMini: WechatMiniSettings | undefined;
  /** Destinations webhooks may reach although not public (WEBHOOK_ALLOWED_HOSTS; none in production). */
  webhookAllowedHosts: WebhookAllowedHost[];
  /** Bearer token of GET /metrics (METRICS_TOKEN); undefined: no metrics are kept and the route does not exist. */
  metricsToken: string | undefined;
};

/** Where feedback goes outside production when STAFF_MAILBOX is unset (the dev outbox shows it under this address). */
export const defaultStaffMailbox = 'staff@boardforge.example';

// Outside production, without CODE_SECRET, every app of this process shares one random key.
const processCodeSecret = randomBytes(32).toString('hex');

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
  const loginsPerIpMinute = readInteger(env.LOGINS_PER_IP_MINUTE, 30, 'LOGINS_PER_IP_MINUTE', problems, {
    min: 1,
    max: 100_000,
  });
  const visitLogsPerIpMinute = readInteger(env.VISIT_LOGS_PER_IP_MINUTE, 60, 'VISIT_LOGS_PER_IP_MINUTE', problems, {
    min: 1,
    max: 100_000,
  });
  const smsCodesPerIpHour = readInteger(env.SMS_CODES_PER_IP_HOUR, 20, 'SMS_CODES_PER_IP_HOUR', problems, {
    min: 1,
    max: 100_000,
  });
  const resendSeconds = readCodeResendSeconds(env.CODE_RESEND_SECONDS, isProduction, problems);
  const quoteRateLimit = readInteger(env.QUOTE_RATE_LIMIT, 120, 'QUOTE_RATE_LIMIT', problems, {
    min: 0,
    max: 1_000_000,
  });
  const apiKeyRequestsPerMinute = readInteger(
    env.API_KEY_REQUESTS_PER_MINUTE,
    120,
    'API_KEY_REQUESTS_PER_MINUTE',
    problems,
    {
      min: 1,
      max: 1_000_000,
    },
  );
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
    // Behind a proxy without it every visitor has the proxy's address and shares one per-address ceiling; said
    // explicitly, so a deployment states which case it is (false: clients connect directly).
    if (readText(env.TRUST_PROXY) === undefined)
      problems.push(
        'TRUST_PROXY is required when NODE_ENV=production (true or a hop count behind a proxy, proxy addresses, or false)',
      );
  }
  const codeSecret = readCodeSecret(env.CODE_SECRET, isProduction, problems);
  const sms = readSmsSettings(env, isProduction, problems);
  const mail = readMailSettings(env, isProduction, problems);
  const staffMailbox = readText(env.STAFF_MAILBOX);
  const fileParseTimeoutMs = readInteger(env.FILE_PARSE_TIMEOUT_MS, 30_000, 'FILE_PARSE_TIMEOUT_MS', problems, {
    min: 1,
    max: 600_000,
  });
  // Two workers read uploads side by side; one on a single CPU, where a second would only share it.
  const defaultFileWorkers = Math.max(1, Math.min(2, availableParallelism()));
  const fileWorkers = readInteger(env.FILE_WORKERS, defaultFileWorkers, 'FILE_WORKERS', problems, {
    min: 1,
    max: 64,
  });
  const passwordHashCost = readPasswordHashCost(env.PASSWORD_HASH_COST, isProduction, problems);
  if (isProduction && !staffMailbox) problems.push('STAFF_MAILBOX is required when NODE_ENV=production');
  const payments = readPaymentSettings(env, { isProduction, publicOrigin, port }, problems);
  const wechatMini = readWechatMiniSettings(env, isProduction, problems);
  const webhookAllowedHosts = readWebhookAllowedHosts(env.WEBHOOK_ALLOWED_HOSTS, isProduction, problems);
  const filesDir = path.resolve(readText(env.FILES_DIR) ?? path.join(explicitDataDir ?? './data', 'files'));
  const storage = readStorageSettings(env, filesDir, problems);
  const metricsToken = readMetricsToken(env.METRICS_TOKEN, problems);
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
    apiKeyRequestsPerMinute,
    loginsPerIpMinute,
    visitLogsPerIpMinute,
    smsCodesPerIpHour,
    codeResendSeconds: resendSeconds,
    codeSecret,
    sms,
    mail,
    staffMailbox: staffMailbox ?? defaultStaffMailbox,
    filesDir,
    storage,
    passwordHashCost,
    fileParseTimeoutMs,
    fileWorkers,
    payments,
    wechatMini,
    webhookAllowedHosts,
    metricsToken,
  };
}

function readPasswordHashCost(value: string | undefined, isProduction: boolean, problems: string[]): PasswordHashCost {
  const text = readText(value) ?? 'standard';
  if (text !== 'standard' && text !== 'fast') {
    problems.push(`PASSWORD_HASH_COST must be standard or fast (got "${text}")`);
    return 'standard';
  }
  if (text === 'fast' && isProduction)
    problems.push('PASSWORD_HASH_COST=fast is for test rigs and refused when NODE_ENV=production');
  return text;
}

/**
 * The interval between two codes to one recipient: the contract's 60 s unless a test rig shortens it (browser journeys
 * that register and then log in by code would otherwise wait out the minute). Production keeps the contract's value.
 */
function readCodeResendSeconds(value: string | undefined, isProduction: boolean, problems: string[]): number {
  const seconds = readInteger(value, codeResendSeconds, 'CODE_RESEND_SECONDS', problems, {
    min: 1,
    max: codeResendSeconds,
  });
  if (isProduction && seconds !== codeResendSeconds)
    problems.push(`CODE_RESEND_SECONDS is for test rigs and refused when NODE_ENV=production (got "${value}")`);
  return seconds;
}

function readCodeSecret(value: string | undefined, isProduction: boolean, problems: string[]): string {
  const text = readText(value);
  if (text === undefined) {
    if (isProduction) problems.push('CODE_SECRET is required when NODE_ENV=production (at least 32 random characters)');
    return processCodeSecret;
  }
  if (text.length < 32) problems.push('CODE_SECRET must be at least 32 characters long');
  return text;
}

/**
 * The Bearer token of GET /metrics: optional in every mode (no token, no metrics), and when set at least 32
 * characters, like the other secrets, since the metrics name the site's routes and load.
 */
function readMetricsToken(value: string | undefined, problems: string[]): string | undefined {
  const text = readText(value);
  if (text === undefined) return undefined;
  if (text.length < 32) problems.push('METRICS_TOKEN must be at least 32 characters long');
  // It is sent as `Authorization: Bearer <token>`, where a space would end it.
  if (/\s/.test(text)) problems.push('METRICS_TOKEN must not contain spaces');
  return text;
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
