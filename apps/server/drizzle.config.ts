import { defineConfig } from 'drizzle-kit';

// One schema and one migration folder serve PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/*.table.ts',
  out: './drizzle',
});
