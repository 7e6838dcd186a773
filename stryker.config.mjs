// @ts-check
/**
 * Mutation testing (issue 20): `npm run test:mutation`, not part of `npm test` (it is slow).
 * Mutates the modules that hold the spec's rules (listing and paging, the validation schemas,
 * the constants, relative time, users, inquiries, blog publishing) and runs the unit and
 * integration tests against each mutant (vitest.mutation.config.ts). The score and the surviving
 * mutants are in docs/testing.md. `incremental` keeps the results in reports/stryker-incremental.json
 * so a second run only tests what changed.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "app/lib/listing.ts",
    "app/.server/paging.ts",
    "app/lib/constants.ts",
    "app/lib/relative-time.ts",
    "app/lib/schemas/fields.ts",
    "app/lib/schemas/contact.ts",
    "app/lib/schemas/auth.ts",
    "app/lib/schemas/inquiries.ts",
    "app/lib/schemas/admin/blog.ts",
    "app/lib/schemas/admin/users.ts",
    "app/.server/accounts/users.ts",
    "app/.server/inquiries/inquiries.ts",
    "app/.server/inquiries/inquiry-admin.ts",
    "app/.server/journal/post-admin.ts",
  ],
  coverageAnalysis: "perTest",
  // Two runners: the machine has two cores and is shared.
  concurrency: 2,
  // A mutant in code that runs when a module loads (a zod schema's definition, a constant table)
  // needs the whole suite for each: hours on this machine. Those are left out of the score; the
  // numbers they hold are pinned by literal tests instead (tests/unit/spec-boundaries.test.ts,
  // docs/testing.md). `STRYKER_STATIC=1 npm run test:mutation` runs them too.
  ignoreStatic: process.env.STRYKER_STATIC !== "1",
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  timeoutMS: 30_000,
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 85, low: 75, break: null },
  // The sandbox is a copy of the project: leave out the builds, test output and data.
  ignorePatterns: [
    "build",
    "build-*",
    ".e2e",
    "test-results",
    "bench/tmp",
    "data",
    "backups",
    "reports",
    ".react-router",
    "playwright-report",
    "security-report",
  ],
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};

export default config;
