import type { StorageSettings } from './config/storage-env.ts';
import type { DatabaseTarget } from './db/client.ts';

/**
 * The start-up's database step failed: opening, migrating or seeding the database named by DATABASE_URL (or the
 * embedded one in DATA_DIR). Start-up prints it as one line naming the setting, not a stack and an object dump.
 */
export class DatabaseStartupError extends Error {
  override name = 'DatabaseStartupError';
  readonly target: DatabaseTarget;

  constructor(target: DatabaseTarget, cause: unknown) {
    super(`cannot open the database: ${describeCause(cause)}`, { cause });
    this.target = target;
  }
}

/** The one line start-up prints for a database it cannot use, with the password of the URL masked. */
export function describeDatabaseStartupError(error: DatabaseStartupError): string {
  const reason = describeCause(error.cause);
  if ('databaseUrl' in error.target)
    return `cannot connect to the database at DATABASE_URL (${maskUrlPassword(error.target.databaseUrl)}): ${reason}`;
  if ('pgliteDir' in error.target)
    return `cannot open the embedded database in DATA_DIR (${error.target.pgliteDir}): ${reason}`;
  return `cannot open the in-memory database: ${reason}`;
}

/**
 * The start-up's storage check failed: FILES_DIR cannot be made or written, or the bucket of STORAGE=s3 cannot be
 * reached, does not exist or refuses the key. Start-up prints it as one line naming the setting.
 */
export class StorageStartupError extends Error {
  override name = 'StorageStartupError';
  readonly settings: StorageSettings;

  constructor(settings: StorageSettings, cause: unknown) {
    super(`cannot use the file storage: ${describeCause(cause)}`, { cause });
    this.settings = settings;
  }
}

/** The one line start-up prints for a store it cannot use, naming the setting to look at (never the secret key). */
export function describeStorageStartupError(error: StorageStartupError): string {
  const { settings } = error;
  if (settings.kind === 'disk') {
    return `cannot use the file storage in FILES_DIR (${settings.filesDir}): ${describeCause(error.cause)}`;
  }
  // The endpoint carries no credentials (config refuses a URL with them): it is printed as it was set.
  const where = settings.endpoint ? `S3_ENDPOINT (${settings.endpoint})` : `AWS S3 in S3_REGION (${settings.region})`;
  const bucket = `S3_BUCKET (${settings.bucket})`;
  const answer = error.cause as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | undefined;
  const status = answer?.$metadata?.httpStatusCode;
  if (typeof status !== 'number') return `cannot reach the file storage at ${where}: ${describeCause(error.cause)}`;
  // A HEAD answer has no body: the SDK names its error after the status, or "Unknown".
  const name = typeof answer?.name === 'string' && answer.name !== 'Unknown' ? ` ${answer.name}` : '';
  if (status === 404) return `the bucket ${bucket} does not exist at ${where}`;
  if (status === 401 || status === 403) {
    return `${where} refused S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for the bucket ${bucket} (HTTP ${status}${name})`;
  }
  if (status === 301) return `the bucket ${bucket} is not in S3_REGION (${settings.region}) at ${where} (HTTP 301)`;
  return `${where} answered HTTP ${status}${name} for the bucket ${bucket}`;
}

/** The URL with its password replaced by ***, for logs (a URL that does not parse is left out entirely). */
export function maskUrlPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(a value that is not a URL)';
  }
}

// Node and pg errors carry a code (ECONNREFUSED, ENOTFOUND, 28P01 for a wrong password, 3D000 for a missing
// database); a connection to a name of several addresses fails as an AggregateError of one error per address.
function describeCause(cause: unknown): string {
  if (cause instanceof AggregateError && cause.errors.length > 0) return describeCause(cause.errors[0]);
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  const message = cause.message.split('\n')[0]?.trim() ?? '';
  if (typeof code !== 'string' || code === '') return message || cause.name;
  if (message === '' || message.startsWith(`${code} `) || message.includes(`connect ${code}`)) return code;
  return message.includes(code) ? message : `${code} (${message})`;
}
