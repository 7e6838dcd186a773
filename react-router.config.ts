import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server: visitors with JavaScript degraded get full content.
  ssr: true,
  // BUILD_DIR lets test runs build side by side without replacing each other's files.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
