/**
 * The Vitest run that StrykerJS mutates against (npm run test:mutation, stryker.config.mjs): the
 * unit and integration tests only (never Playwright), without the files that test processes,
 * sockets and mail servers rather than the spec's rules (they are slow, and no mutated module is
 * theirs). Each test file still gets its own real SQLite file (tests/setup/temporary-database.ts).
 */
import { defineConfig, mergeConfig } from "vitest/config";

import base from "./vitest.config";

export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
      exclude: [
        "tests/unit/dependency-advisories.test.ts",
        "tests/unit/build-stamp.test.ts",
        // The API document and its generated types: no mutated module is theirs.
        "tests/unit/openapi.test.ts",
        "tests/unit/api-contract-check.test.ts",
        "tests/integration/backup.test.ts",
        // Seeding draws and encodes pictures: minutes under instrumentation, and no rule of the spec.
        "tests/integration/seed.test.ts",
        "tests/integration/demo-translations.test.ts",
        "tests/unit/about-pictures.test.ts",
        // Password hashing (scrypt) at its real cost: seconds a test, and password.ts is not mutated.
        "tests/unit/password.test.ts",
        "tests/integration/email-*.test.ts",
        "tests/integration/image-sweep.test.ts",
        "tests/integration/mail-toast.test.ts",
        "tests/integration/memo-*.test.ts",
        "tests/integration/precompressed-assets.test.ts",
        "tests/integration/read-memo.test.ts",
        "tests/integration/render-gate.test.ts",
        "tests/integration/response-cache.test.ts",
        "tests/integration/storage-faults.test.ts",
      ],
    },
  }),
);
