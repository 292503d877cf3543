import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared fixtures folder: `../shared/fixtures` beside the repository (real Gerber sets and BOMs made by other
 * people, each folder with a README of what its files must yield; not committed here), or SHARED_FIXTURES_DIR when a
 * checkout lives elsewhere.
 */
export const sharedFixturesDir =
  process.env.SHARED_FIXTURES_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/fixtures');

if (!existsSync(sharedFixturesDir)) {
  throw new Error(`shared fixtures not found at ${sharedFixturesDir}; set SHARED_FIXTURES_DIR`);
}
