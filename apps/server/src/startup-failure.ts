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
