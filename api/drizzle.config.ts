// drizzle-kit: `npm run db:generate -w @whalewatch/api` writes a migration for each schema change.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
