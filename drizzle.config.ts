import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one schema and applied at start on PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
