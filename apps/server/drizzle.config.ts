import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema files; no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
