import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes the SQL migrations committed in ./drizzle; the app applies
// them at start (src/db/database.ts). The schema is never written by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});
