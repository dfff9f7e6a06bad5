import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/platform/db/tenant-tables.ts", "./src/modules/**/*.tables.ts"],
  out: "./migrations/tenant",
});
