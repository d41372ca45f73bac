import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/api/db/schema',
  out: './lib/api/db/migrations',
});
