import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["tests/setup/temporary-database.ts"],
    // Each test file gets its own process-wide modules and its own SQLite file.
    isolate: true,
    pool: "forks",
  },
});
