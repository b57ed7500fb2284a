import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL here; migrations are applied from code (src/db/migrate.ts) on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
