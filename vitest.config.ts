import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["tests/setup/temporary-database.ts", "tests/setup/affordable-scrypt.ts"],
    // A folder per run where the demo content is seeded once, when a file first asks (tests/support/seeded-demo.ts).
    globalSetup: ["tests/setup/demo-seed-folder.ts"],
    // Each test file gets its own process-wide modules and its own SQLite file.
    isolate: true,
    pool: "forks",
    // One file per core. Vitest's default is one less than the cores (a single worker on this
    // 2-core machine), which left a core idle while a file waits on a socket, a child process or
    // a timer: the whole run took 672 s with one worker and 424 s with two (docs/decisions/038).
    maxWorkers: "100%",
    // Password hashing (scrypt) and image encoding are CPU-bound: on a shared 2-core machine a
    // test can wait its turn for seconds. A hang still fails, after 30 s instead of 5.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
