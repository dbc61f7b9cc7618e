import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from src/db/schema; applied on start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
