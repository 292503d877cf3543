/**
 * PostgreSQL's codes of the violations a service maps to an answer: a unique index, a foreign key, and a foreign key
 * declared ON DELETE RESTRICT refusing the deletion of the row it names.
 */
type ViolationCode = '23505' | '23503' | '23001';

/**
 * True when an error (or one of its causes, as Drizzle wraps them) is a violation of the named constraint, as
 * node-postgres and PGlite report it: a service turns the database's backstop into a 409 or 404.
 */
export function isConstraintViolation(error: unknown, code: ViolationCode, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const found = current as { code?: unknown; constraint?: unknown };
    if (found.code === code) return found.constraint === constraint;
  }
  return false;
}
