// A PostgreSQL database of its own for one bench run: created beside DATABASE_URL's and dropped afterwards, whatever
// happens, so a bench never touches data it did not make.
import pg from 'pg';

/** Runs `measure` with the URL of a new database named `<prefix>_<time>_<pid>` on `adminUrl`'s server, then drops it. */
export async function withFreshPostgresDatabase(adminUrl, prefix, measure) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  try {
    return await measure(databaseUrl.toString());
  } finally {
    await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function runAdminStatement(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
